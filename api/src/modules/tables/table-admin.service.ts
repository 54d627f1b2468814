import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  clampTableToCanvas,
  tableFitsCanvas,
  TABLE_LIMITS,
  TABLE_MESSAGES,
  translateChair,
  type TBlockingReservation,
  type TFloorplan,
  type TRole,
  type TTable,
  type TTablePatch,
  type TTablesCopyResponse,
  type TTableStyle,
  type ZTableCopyRequest,
  type ZTablesCopyRequest,
  type ZTableUpsert,
} from '@stol/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { zagrebDateKey, zagrebTimeOfDay } from '../../time/zagreb';
import { Restaurant } from '../restaurants/restaurant.entity';
import { toTableJson } from './table.mapper';
import { DiningTable, LIVE_TABLES_SQL } from './table.entity';
import { getTableOrFail } from './tables.service';

/**
 * Tables management writes (staff spec §2, §5, §6, §7). Each is one transaction; the live event follows the
 * commit. Writes that allocate numbers or rewrite the floor-plan document hold the restaurant row
 * (FOR NO KEY UPDATE: bookings, which only reference the row, are not blocked), so concurrent copies into one
 * restaurant take turns and each sees the numbers the previous one took. The unique index on
 * (restaurant_id, number) of live tables stays the last word: a clash that slips past is a 409 naming the number.
 * Deleting is a soft delete (table.entity.ts): the row stays with deletedAt set, so the history that
 * references it keeps it; every read here sees live tables only (the entity's filter, LIVE_TABLES_SQL).
 */

export interface TableWriteContext {
  clock: Clock;
  realtime: RealtimeHub;
}

type TUpsert = z.output<typeof ZTableUpsert>;
type TCopyOne = z.output<typeof ZTableCopyRequest>;
type TCopyAll = z.output<typeof ZTablesCopyRequest>;

async function lockRestaurant(tx: EntityManager, restaurantId: number): Promise<Restaurant> {
  const rows = await tx.execute<{ id: number }[]>(
    'select id from restaurants where id = ? for no key update',
    [restaurantId],
  );
  if (rows.length === 0) throw new AppError('RESTAURANT_NOT_FOUND');
  return tx.findOneOrFail(Restaurant, { id: restaurantId }, { refresh: true });
}

const lockTable = async (tx: EntityManager, id: number) => {
  const table = await tx.findOne(DiningTable, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!table) await getTableOrFail(tx, id); // the 404 with the spec's text
  return table!;
};

function assertOnCanvas(t: { x: number; y: number; width: number; height: number }): void {
  if (!tableFitsCanvas(t)) throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.outsideCanvas);
}

/** Rewrites the restaurant's floor-plan document (a fresh object, so the change is detected and validated). */
function editFloorplan(
  restaurant: Restaurant,
  edit: (plan: Required<Pick<TFloorplan, 'tableStyles' | 'chairOverrides'>> & TFloorplan) => void,
) {
  const current = restaurant.floorplan ?? {};
  const plan = {
    ...current,
    tableStyles: { ...(current.tableStyles ?? {}) },
    chairOverrides: { ...(current.chairOverrides ?? {}) },
  };
  edit(plan);
  restaurant.floorplan = plan;
}

/**
 * Future reservations that hold any of the tables (as main or attached table): confirmed, not a no-show, and
 * not yet over (a party seated now counts).
 */
export async function blockingReservations(
  em: EntityManager,
  tableIds: number[],
  now: Date,
): Promise<TBlockingReservation[]> {
  if (tableIds.length === 0) return [];
  const rows = await em.execute<
    { id: number; table_id: number; number: number; start_at: Date; end_at: Date; guests: number }[]
  >(
    `select r.id, t.id as table_id, t.number, r.start_at, r.end_at, r.guests
     from reservation_tables rt
     join reservations r on r.id = rt.reservation_id
     join ${LIVE_TABLES_SQL} t on t.id = rt.table_id
     where rt.table_id = any(?::int[]) and rt.active and r.status = 'confirmed' and r.no_show_at is null
       and r.end_at > ?
     order by r.start_at, t.number, r.id`,
    [`{${tableIds.join(',')}}`, now.toISOString()],
  );
  return rows.map((r) => ({
    reservationId: Number(r.id),
    tableId: Number(r.table_id),
    tableNumber: Number(r.number),
    start: new Date(r.start_at).toISOString(),
    end: new Date(r.end_at).toISOString(),
    partySize: Number(r.guests),
  }));
}

function refuseIfBooked(blocking: TBlockingReservation[]): void {
  if (blocking.length === 0) return;
  const list = blocking
    .map((b) => {
      const start = new Date(b.start);
      return `Table ${b.tableNumber}, ${zagrebDateKey(start)} ${zagrebTimeOfDay(start)}, ${b.partySize} ${b.partySize === 1 ? 'guest' : 'guests'}`;
    })
    .join('; ');
  throw new AppError('TABLE_HAS_RESERVATIONS', TABLE_MESSAGES.futureReservations(list), {
    reservations: blocking,
  });
}

/**
 * Numbers for new tables: each keeps the number it asks for while that is free in the restaurant, else takes
 * the next number above the highest in use.
 */
export function allocateNumbers(used: Iterable<number>, wanted: number[]): number[] {
  const taken = new Set(used);
  let highest = Math.max(0, ...taken);
  return wanted.map((n) => {
    const number = taken.has(n) ? highest + 1 : n;
    if (number > TABLE_LIMITS.number.max) throw new AppError('CONFLICT', TABLE_MESSAGES.noFreeNumbers);
    taken.add(number);
    highest = Math.max(highest, number);
    return number;
  });
}

/** Numbers of the restaurant's live tables (a deleted table's number is free again). */
const numbersOf = async (tx: EntityManager, restaurantId: number) =>
  (
    await tx.execute<{ number: number }[]>(
      `select number from ${LIVE_TABLES_SQL} t where t.restaurant_id = ?`,
      [restaurantId],
    )
  ).map((r) => Number(r.number));

/**
 * Soft-deletes tables (inside the caller's transaction, rows already locked): deletedAt is set, the row and
 * the history that references it stay. Their bookings were checked before (refuseIfBooked).
 */
async function softDeleteTables(tx: EntityManager, tableIds: number[], now: Date): Promise<void> {
  if (tableIds.length > 0) await tx.nativeUpdate(DiningTable, { id: { $in: tableIds } }, { deletedAt: now });
}

/** POST /tables: a new table, or table `id` updated (superadmin only, by the route). */
export async function upsertTable(
  em: EntityManager,
  input: TUpsert,
  ctx: TableWriteContext,
): Promise<{ table: TTable; created: boolean }> {
  assertOnCanvas(input);
  const { table, created } = await em.fork().transactional(async (tx) => {
    const restaurant = await lockRestaurant(tx, input.restaurantId);
    let table: DiningTable;
    let created = false;
    if (input.id !== undefined) {
      table = await lockTable(tx, input.id);
      if (table.restaurantId !== input.restaurantId) {
        throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.wrongRestaurant);
      }
      Object.assign(table, {
        number: input.number,
        seats: input.seats,
        x: input.x,
        y: input.y,
        width: input.width,
        height: input.height,
        ...(input.status ? { status: input.status } : {}),
      });
    } else {
      table = tx.create(DiningTable, {
        restaurantId: input.restaurantId,
        number: input.number,
        seats: input.seats,
        x: input.x,
        y: input.y,
        width: input.width,
        height: input.height,
        status: input.status ?? 'available',
      });
      created = true;
    }
    await tx.flush();
    if (input.style) {
      const style: TTableStyle = input.style;
      editFloorplan(restaurant, (plan) => {
        plan.tableStyles[String(table.id)] = style;
      });
      await tx.flush();
    }
    return { table, created };
  });
  ctx.realtime.emitToRestaurant(table.restaurantId, created ? 'table.created' : 'table.updated', {
    restaurantId: table.restaurantId,
    tableId: table.id,
    tableIds: [table.id],
  });
  if (input.style)
    ctx.realtime.emitToRestaurant(table.restaurantId, 'floorplan.updated', {
      restaurantId: table.restaurantId,
    });
  return { table: toTableJson(table), created };
}

/**
 * Which roles may change which fields of PATCH /tables/{id} (staff spec §5, §6; README "Floor plan rules").
 * The route admits superadmin, restaurant managers and restaurant admins.
 */
const FIELD_RULES: { fields: (keyof TTablePatch)[]; roles: TRole[]; message: string }[] = [
  { fields: ['number', 'seats'], roles: ['superadmin'], message: TABLE_MESSAGES.numberOrSeatsSuperadminOnly },
  { fields: ['width', 'height'], roles: ['superadmin'], message: TABLE_MESSAGES.sizeSuperadminOnly },
  {
    fields: ['x', 'y', 'status'],
    roles: ['superadmin', 'restaurantmanager', 'restaurantadmin'],
    message: TABLE_MESSAGES.positionNotAllowed,
  },
];

export function assertMayPatch(role: TRole, patch: TTablePatch): void {
  for (const rule of FIELD_RULES) {
    if (rule.fields.some((f) => patch[f] !== undefined) && !rule.roles.includes(role)) {
      throw new AppError('FORBIDDEN', rule.message);
    }
  }
}

/** PATCH /tables/{id}: a position (announced as table.moved), a status, or the editor's fields. */
export async function patchTable(
  em: EntityManager,
  id: number,
  patch: TTablePatch,
  role: TRole,
  ctx: TableWriteContext,
): Promise<TTable> {
  assertMayPatch(role, patch);
  const table = await em.fork().transactional(async (tx) => {
    const table = await lockTable(tx, id);
    const next = {
      x: patch.x ?? Number(table.x),
      y: patch.y ?? Number(table.y),
      width: patch.width ?? Number(table.width),
      height: patch.height ?? Number(table.height),
    };
    assertOnCanvas(next);
    Object.assign(table, next);
    if (patch.number !== undefined) table.number = patch.number;
    if (patch.seats !== undefined) table.seats = patch.seats;
    if (patch.status !== undefined) table.status = patch.status;
    await tx.flush();
    return table;
  });
  const payload = { restaurantId: table.restaurantId, tableId: table.id, tableIds: [table.id] };
  if (patch.x !== undefined) ctx.realtime.emitToRestaurant(table.restaurantId, 'table.moved', payload);
  const others = (Object.keys(patch) as (keyof TTablePatch)[]).some((k) => k !== 'x' && k !== 'y');
  if (others) ctx.realtime.emitToRestaurant(table.restaurantId, 'table.updated', payload);
  return toTableJson(table);
}

/**
 * DELETE /tables/{id}: refused (409, listing them) while future reservations hold the table. Its floor-plan
 * style and chairs go with it; the row itself stays, soft-deleted, for its past reservations (a second delete is
 * a 404). The table row is locked before the check, so a booking racing the delete either commits before the
 * check (and is listed) or waits on the row and then finds the table gone (a 404, occupancy.writer).
 */
export async function deleteTable(em: EntityManager, id: number, ctx: TableWriteContext): Promise<void> {
  const { restaurantId } = await getTableOrFail(em, id);
  await em.fork().transactional(async (tx) => {
    // Restaurant row first, then the table: the order every write here takes (no deadlock with a replace).
    const restaurant = await lockRestaurant(tx, restaurantId);
    const table = await lockTable(tx, id);
    refuseIfBooked(await blockingReservations(tx, [table.id], ctx.clock.now()));
    dropFloorplanEntries(restaurant, [table.id]);
    await tx.flush();
    await softDeleteTables(tx, [table.id], ctx.clock.now());
  });
  ctx.realtime.emitToRestaurant(restaurantId, 'table.deleted', { restaurantId, tableId: id, tableIds: [id] });
  ctx.realtime.emitToRestaurant(restaurantId, 'floorplan.updated', { restaurantId });
}

function dropFloorplanEntries(restaurant: Restaurant, tableIds: number[]) {
  const plan = restaurant.floorplan ?? {};
  const keys = tableIds.map(String);
  const touches = keys.some((k) => k in (plan.tableStyles ?? {}) || k in (plan.chairOverrides ?? {}));
  if (!touches) return;
  editFloorplan(restaurant, (p) => {
    for (const k of keys) {
      delete p.tableStyles[k];
      delete p.chairOverrides[k];
    }
  });
}

interface CopySpec {
  source: DiningTable;
  number: number;
  x: number;
  y: number;
}

/**
 * Creates the copies in the (locked) target restaurant and carries each source table's corner radii and chair
 * overrides over to its copy (absolute chair coordinates move with the table).
 */
async function createCopies(
  tx: EntityManager,
  target: Restaurant,
  specs: CopySpec[],
): Promise<{ tables: DiningTable[]; stylesCopied: boolean }> {
  const tables = specs.map((s) =>
    tx.create(DiningTable, {
      restaurantId: target.id,
      number: s.number,
      seats: s.source.seats,
      x: s.x,
      y: s.y,
      width: Number(s.source.width),
      height: Number(s.source.height),
      status: 'available',
    }),
  );
  await tx.flush();
  const sourcePlans = new Map<number, TFloorplan>();
  for (const s of specs) {
    if (!sourcePlans.has(s.source.restaurantId)) {
      const r =
        s.source.restaurantId === target.id
          ? target
          : await tx.findOneOrFail(Restaurant, { id: s.source.restaurantId });
      sourcePlans.set(s.source.restaurantId, r.floorplan ?? {});
    }
  }
  const carried = specs
    .map((s, i) => {
      const plan = sourcePlans.get(s.source.restaurantId)!;
      const key = String(s.source.id);
      const style = plan.tableStyles?.[key];
      const chairs = plan.chairOverrides?.[key];
      const dx = s.x - Number(s.source.x);
      const dy = s.y - Number(s.source.y);
      return { id: String(tables[i]!.id), style, chairs: chairs?.map((c) => translateChair(c, dx, dy)) };
    })
    .filter((c) => c.style || c.chairs);
  if (carried.length > 0) {
    editFloorplan(target, (plan) => {
      for (const c of carried) {
        if (c.style) plan.tableStyles[c.id] = c.style;
        if (c.chairs) plan.chairOverrides[c.id] = c.chairs;
      }
    });
    await tx.flush();
  }
  return { tables, stylesCopied: carried.length > 0 };
}

function announceCopy(
  ctx: TableWriteContext,
  restaurantId: number,
  result: { created: DiningTable[]; removed: number[]; floorplanChanged: boolean },
) {
  if (result.removed.length > 0) {
    ctx.realtime.emitToRestaurant(restaurantId, 'table.deleted', { restaurantId, tableIds: result.removed });
  }
  ctx.realtime.emitToRestaurant(restaurantId, 'table.created', {
    restaurantId,
    tableIds: result.created.map((t) => t.id),
  });
  if (result.floorplanChanged)
    ctx.realtime.emitToRestaurant(restaurantId, 'floorplan.updated', { restaurantId });
}

/**
 * POST /admin/tables/{id}/copy: `count` copies of one table into the target restaurant, copy i offset by
 * i x (offsetX, offsetY) from the original and clamped onto the canvas; numbers by allocateNumbers.
 */
export async function copyTable(
  em: EntityManager,
  sourceId: number,
  input: TCopyOne,
  ctx: TableWriteContext,
): Promise<TTablesCopyResponse> {
  const source = await getTableOrFail(em, sourceId);
  const { tables, stylesCopied } = await em.fork().transactional(async (tx) => {
    const target = await lockRestaurant(tx, input.targetRestaurantId);
    const numbers = allocateNumbers(
      await numbersOf(tx, target.id),
      Array.from({ length: input.count }, () => source.number),
    );
    const specs = numbers.map((number, i) => {
      const at = clampTableToCanvas({
        x: Number(source.x) + (i + 1) * input.offsetX,
        y: Number(source.y) + (i + 1) * input.offsetY,
        width: Number(source.width),
        height: Number(source.height),
      });
      return { source, number, ...at };
    });
    return createCopies(tx, target, specs);
  });
  announceCopy(ctx, input.targetRestaurantId, {
    created: tables,
    removed: [],
    floorplanChanged: stylesCopied,
  });
  return { tables: tables.map(toTableJson), removedTableIds: [] };
}

/**
 * POST /admin/tables/copy: every table of the source restaurant into the target, at the same positions.
 * append: numbers by allocateNumbers. replace: the target's tables (and their styles and chairs) are removed
 * first (soft-deleted, keeping their history), refused with 409 while future reservations hold any of them; the
 * copies keep their numbers. One transaction: a refused or failed replace changes nothing.
 */
export async function copyTables(
  em: EntityManager,
  input: TCopyAll,
  ctx: TableWriteContext,
): Promise<TTablesCopyResponse> {
  if (input.sourceRestaurantId === input.targetRestaurantId) {
    throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.sameRestaurant);
  }
  const result = await em.fork().transactional(async (tx) => {
    const target = await lockRestaurant(tx, input.targetRestaurantId);
    const sourceExists = await tx.count(Restaurant, { id: input.sourceRestaurantId });
    if (!sourceExists) throw new AppError('RESTAURANT_NOT_FOUND');
    const sources = await tx.find(
      DiningTable,
      { restaurantId: input.sourceRestaurantId },
      { orderBy: { number: 'asc' } },
    );
    let removed: number[] = [];
    let used: number[] = [];
    if (input.mode === 'replace') {
      const existing = await tx.find(
        DiningTable,
        { restaurantId: target.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      removed = existing.map((t) => t.id);
      refuseIfBooked(await blockingReservations(tx, removed, ctx.clock.now()));
      dropFloorplanEntries(target, removed);
      await tx.flush();
      await softDeleteTables(tx, removed, ctx.clock.now());
    } else {
      used = await numbersOf(tx, target.id);
    }
    const numbers = allocateNumbers(
      used,
      sources.map((s) => s.number),
    );
    const { tables, stylesCopied } = await createCopies(
      tx,
      target,
      sources.map((source, i) => ({ source, number: numbers[i]!, x: Number(source.x), y: Number(source.y) })),
    );
    return { created: tables, removed, floorplanChanged: stylesCopied || removed.length > 0 };
  });
  announceCopy(ctx, input.targetRestaurantId, result);
  return { tables: result.created.map(toTableJson), removedTableIds: result.removed };
}
