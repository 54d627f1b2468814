import type { EntityManager } from '@mikro-orm/postgresql';
import {
  RESTAURANT_DEFAULTS,
  RESTAURANT_PATCH_FIELDS,
  restaurantHasUpcomingMessage,
  TABLE_MESSAGES,
  type TBulkSpecialHours,
  type TCreateRestaurant,
  type THistoryKind,
  type TRestaurant,
  type TRestaurantPatch,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../http/principal';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { diffFields, recordChange } from '../history/history.service';
import { Reservation } from '../reservations/reservation.entity';
import { DiningTable } from '../tables/table.entity';
import { Restaurant } from './restaurant.entity';
import { toRestaurantJson } from './restaurant.mapper';
import { applyBulkSpecialHours, applySettingsPatch, type TableBox } from './settings-patch';

/**
 * Writing a restaurant's settings (issue 20 §3): create, PATCH, bulk special hours, delete. Each is one
 * transaction with its history records (issue 20 §4); a refused change writes nothing. Availability follows at
 * once: the public read cache is keyed by the restaurant's change counter, which a trigger bumps on every write
 * to `restaurants` (see availability/occupancy-cache.ts).
 */

interface WriteContext {
  actor: Pick<Principal, 'id' | 'email' | 'role'>;
  now: Date;
  realtime: RealtimeHub;
}

/** The history kind a changed top-level field is recorded under. */
const kindOf = (field: string): THistoryKind =>
  field === 'specialHours' ? 'special_hours' : field === 'specialPromotions' ? 'promotion' : 'settings';

const asRecord = (r: TRestaurant) => r as unknown as Record<string, unknown>;

/** Records before → after of `fields`, one history entry per kind that changed. */
function recordSettingsChanges(
  tx: EntityManager,
  restaurantId: number,
  before: TRestaurant,
  after: TRestaurant,
  fields: readonly string[],
  ctx: WriteContext,
): void {
  const byKind = new Map<THistoryKind, string[]>();
  for (const field of fields) byKind.set(kindOf(field), [...(byKind.get(kindOf(field)) ?? []), field]);
  for (const [kind, kindFields] of byKind) {
    const changes = diffFields(asRecord(before), asRecord(after), kindFields);
    if (changes.length === 0) continue;
    recordChange(tx, { restaurantIds: [restaurantId], actor: ctx.actor, kind, changes, at: ctx.now });
  }
}

/** Locks the restaurant row for the transaction and loads it fresh; 404 when it does not exist. */
async function lockRestaurant(tx: EntityManager, restaurantId: number, mode: 'no key update' | 'update') {
  const locked = await tx.execute<{ id: number }[]>(`select id from restaurants where id = ? for ${mode}`, [
    restaurantId,
  ]);
  if (locked.length === 0) throw new AppError('RESTAURANT_NOT_FOUND');
  return tx.findOneOrFail(Restaurant, { id: restaurantId }, { refresh: true });
}

/** Writes the settings of `next` that differ from the entity's onto it (createdAt and id are never written). */
function assignSettings(
  restaurant: Restaurant,
  before: TRestaurant,
  next: TRestaurant,
  fields: readonly string[],
) {
  for (const field of fields) {
    const key = field as keyof TRestaurant;
    if (JSON.stringify(before[key]) !== JSON.stringify(next[key]))
      (restaurant as unknown as Record<string, unknown>)[key] = next[key];
  }
}

async function tableBoxes(tx: EntityManager, restaurantId: number): Promise<Map<string, TableBox>> {
  return new Map(
    (await tx.find(DiningTable, { restaurantId })).map((t) => [
      String(t.id),
      { x: Number(t.x), y: Number(t.y), width: Number(t.width), height: Number(t.height) },
    ]),
  );
}

/** POST /restaurants (superadmin): a new restaurant on the §9 defaults. */
export async function createRestaurant(
  em: EntityManager,
  body: TCreateRestaurant,
  ctx: WriteContext,
): Promise<TRestaurant> {
  return em.fork().transactional(async (tx) => {
    const restaurant = tx.create(Restaurant, {
      name: body.name,
      address: body.address ?? null,
      publicOrigin: body.publicOrigin ?? null,
      publicPath: body.publicPath ?? null,
      openHour: RESTAURANT_DEFAULTS.openHour,
      closeHour: RESTAURANT_DEFAULTS.closeHour,
      intervalMin: RESTAURANT_DEFAULTS.intervalMin,
      defaultDurationMin: RESTAURANT_DEFAULTS.defaultDurationMin,
      bufferMin: RESTAURANT_DEFAULTS.bufferMin,
      noShowGraceMin: RESTAURANT_DEFAULTS.noShowGraceMin,
      createdAt: ctx.now,
    });
    await tx.flush();
    const created = toRestaurantJson(restaurant);
    const changes = diffFields({}, asRecord(created), ['name', 'address', 'publicOrigin', 'publicPath']);
    recordChange(tx, {
      restaurantIds: [restaurant.id],
      actor: ctx.actor,
      kind: 'restaurant_created',
      changes,
      at: ctx.now,
    });
    return created;
  });
}

/**
 * PATCH /restaurants/{id}: any subset of the settings, applied by applySettingsPatch on the locked row. Styles and
 * chairs of the floor plan are the superadmin's (staff spec §6).
 */
export async function updateRestaurantSettings(
  em: EntityManager,
  restaurantId: number,
  patch: TRestaurantPatch,
  ctx: WriteContext,
): Promise<TRestaurant> {
  const fields = RESTAURANT_PATCH_FIELDS.filter((field) => patch[field] !== undefined);
  if (fields.length === 0) throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.nothingToChange);
  const { floorplan } = patch;
  const stylesOrChairs = floorplan?.tableStyles !== undefined || floorplan?.chairOverrides !== undefined;
  if (stylesOrChairs && ctx.actor.role !== 'superadmin')
    throw new AppError('FORBIDDEN', TABLE_MESSAGES.stylesSuperadminOnly);
  const answer = await em.fork().transactional(async (tx) => {
    const restaurant = await lockRestaurant(tx, restaurantId, 'no key update');
    const before = toRestaurantJson(restaurant);
    const tables = stylesOrChairs ? await tableBoxes(tx, restaurantId) : new Map<string, TableBox>();
    const next = applySettingsPatch(before, patch, { tables });
    assignSettings(restaurant, before, next, fields);
    await tx.flush();
    recordSettingsChanges(tx, restaurantId, before, next, fields, ctx);
    return toRestaurantJson(restaurant);
  });
  if (floorplan) ctx.realtime.emitToRestaurant(restaurantId, 'floorplan.updated', { restaurantId });
  return answer;
}

/** POST /restaurants/{id}/special-hours/bulk: a range of days closed, given hours, or back to the usual. */
export async function bulkSpecialHours(
  em: EntityManager,
  restaurantId: number,
  bulk: TBulkSpecialHours,
  ctx: WriteContext,
): Promise<TRestaurant> {
  return em.fork().transactional(async (tx) => {
    const restaurant = await lockRestaurant(tx, restaurantId, 'no key update');
    const before = toRestaurantJson(restaurant);
    const next = { ...before, specialHours: applyBulkSpecialHours(before.specialHours, bulk) };
    restaurant.specialHours = next.specialHours;
    await tx.flush();
    recordSettingsChanges(tx, restaurantId, before, next, ['specialHours'], ctx);
    return toRestaurantJson(restaurant);
  });
}

/**
 * DELETE /restaurants/{id} (superadmin): refused while upcoming confirmed reservations remain (they must be moved
 * or cancelled first). Otherwise the restaurant goes with everything that is only its own (tables, past
 * reservations, requests, the waitlist: cascades), users lose the assignment (user_restaurants cascade, a
 * restaurant admin's restaurant_id set null) and outbox rows and history keep their text without it. The row lock
 * (FOR UPDATE) waits for and then holds off bookings, which take a key-share lock on the restaurant.
 */
export async function deleteRestaurant(
  em: EntityManager,
  restaurantId: number,
  ctx: WriteContext,
): Promise<void> {
  await em.fork().transactional(async (tx) => {
    await lockRestaurant(tx, restaurantId, 'update');
    const upcoming = await tx.count(Reservation, {
      restaurantId,
      status: 'confirmed',
      startAt: { $gte: ctx.now },
    });
    if (upcoming > 0) throw new AppError('RESTAURANT_HAS_UPCOMING', restaurantHasUpcomingMessage(upcoming));
    // Table holds are occupancy rows without a reservation: nothing cascades to them but their tables, whose
    // deferred foreign key would refuse the commit.
    await tx.execute('delete from reservation_tables where restaurant_id = ?', [restaurantId]);
    await tx.execute('delete from restaurants where id = ?', [restaurantId]);
  });
}
