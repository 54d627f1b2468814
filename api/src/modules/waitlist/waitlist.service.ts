import { LockMode } from '@mikro-orm/core';
import { normalisePhone } from '../booking/phone';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_MESSAGES,
  HOST_MESSAGES,
  type TWaitlistConvertRequest,
  type TWaitlistCreateRequest,
  type TNotifyDelivery,
  type TWaitlistEntry,
  type TWaitlistStatus,
} from '@stol/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { RestaurantScope } from '../../http/tenancy';
import { zagrebDay } from '../../time/zagreb';
import { heldPeriods } from '../availability/occupancy.repository';
import { restaurantFloor } from '../availability/restaurant-floor';
import { seatParty } from '../booking/seat-party';
import { queueWaitlistReady } from '../notifications/guest-messages';
import type { Reservation } from '../reservations/reservation.entity';
import { notifyDeliveries } from './notify-delivery';
import { quoteWaits, typicalStay } from './quoted-wait';
import { stayBySize } from './stay-by-size';
import { WaitlistEntry } from './waitlist-entry.entity';

type Deps = Pick<AppDeps, 'clock' | 'realtime' | 'outbox'>;

/** Still in the line: the states a host may notify (waiting only), convert or cancel (either). */
const IN_LINE: readonly TWaitlistStatus[] = ['waiting', 'notified'];

const toJson = (
  entry: WaitlistEntry,
  quotedWaitMin: number | null,
  notifyDelivery: TNotifyDelivery | null,
): TWaitlistEntry => ({
  id: entry.id,
  restaurantId: entry.restaurantId,
  name: entry.name,
  phone: entry.phone,
  partySize: entry.partySize,
  status: entry.status,
  createdAt: entry.createdAt.toISOString(),
  notifiedAt: entry.notifiedAt ? entry.notifiedAt.toISOString() : null,
  reservationId: entry.reservationId ?? null,
  quotedWaitMin: IN_LINE.includes(entry.status) ? quotedWaitMin : null,
  notifyDelivery,
});

export async function getEntryOrFail(em: EntityManager, id: number): Promise<WaitlistEntry> {
  const entry = await em.findOne(WaitlistEntry, { id });
  if (!entry) throw new AppError('NOT_FOUND', HOST_MESSAGES.waitlistNotFound);
  return entry;
}

/** Today's (Europe/Zagreb) entries of the restaurants, oldest first. */
async function todaysEntries(em: EntityManager, restaurantIds: number[] | 'all', now: Date) {
  const day = zagrebDay(now);
  return em.find(
    WaitlistEntry,
    {
      ...(restaurantIds === 'all' ? {} : { restaurantId: { $in: restaurantIds } }),
      createdAt: { $gte: day.start, $lt: day.end },
    },
    { orderBy: { restaurantId: 'asc', createdAt: 'asc', id: 'asc' } },
  );
}

/** Stays longer than this are left out of today's typical stay (a clear forgotten until closing). */
const LONGEST_PLAUSIBLE_STAY_MIN = 360;

/**
 * The quoted wait of each party still in one restaurant's line today (quoted-wait.ts): its bookable tables,
 * their holds from now on, and how long tables stayed occupied today (from a cleared booking's check-in, else
 * its start, to its clear).
 */
async function quotesFor(
  em: EntityManager,
  restaurantId: number,
  line: WaitlistEntry[],
  now: Date,
): Promise<Map<number, number | null>> {
  if (line.length === 0) return new Map();
  const { restaurant, tables } = await restaurantFloor(em, restaurantId);
  const periods = await heldPeriods(em, {
    restaurantId,
    from: now,
    to: new Date(now.getTime() + 24 * 3_600_000),
  });
  const day = zagrebDay(now);
  const stays = await em.execute<{ minutes: number | string }[]>(
    `select extract(epoch from (coalesce(r.cleared_at, r.updated_at) - coalesce(r.checked_in_at, r.start_at))) / 60 as minutes
     from reservations r
     where r.restaurant_id = ? and r.status = 'cleared' and r.start_at >= ? and r.start_at < ?`,
    [restaurantId, day.start.toISOString(), now.toISOString()],
  );
  return quoteWaits({
    now,
    durationMin: restaurant.defaultDurationMin,
    stayOf: await stayBySize(em, restaurant, now),
    typicalStayMin: typicalStay(
      stays.map((s) => Number(s.minutes)).filter((m) => m <= LONGEST_PLAUSIBLE_STAY_MIN),
    ),
    tables: tables.filter((t) => t.status !== 'maintenance'),
    periods,
    queue: line.map((e) => ({ id: e.id, partySize: e.partySize })),
  });
}

/** GET /waitlist: today's entries of the scope, each still in line with its quoted wait. */
export async function listWaitlist(
  em: EntityManager,
  scope: RestaurantScope,
  now: Date,
): Promise<TWaitlistEntry[]> {
  const entries = await todaysEntries(em, scope.all ? 'all' : scope.ids, now);
  const byRestaurant = new Map<number, WaitlistEntry[]>();
  for (const entry of entries) {
    if (!IN_LINE.includes(entry.status)) continue;
    byRestaurant.set(entry.restaurantId, [...(byRestaurant.get(entry.restaurantId) ?? []), entry]);
  }
  const quotes = new Map<number, number | null>();
  for (const [restaurantId, line] of byRestaurant) {
    for (const [id, quote] of await quotesFor(em, restaurantId, line, now)) quotes.set(id, quote);
  }
  const deliveries = await notifyDeliveries(
    em,
    entries.filter((e) => e.notifiedAt).map((e) => e.id),
  );
  return entries.map((entry) =>
    toJson(entry, quotes.get(entry.id) ?? null, deliveries.get(entry.id) ?? null),
  );
}

/** One entry as the list shows it now (its quote counts the line ahead of it). */
async function entryJson(em: EntityManager, entry: WaitlistEntry, now: Date): Promise<TWaitlistEntry> {
  const delivery = entry.notifiedAt ? ((await notifyDeliveries(em, [entry.id])).get(entry.id) ?? null) : null;
  if (!IN_LINE.includes(entry.status)) return toJson(entry, null, delivery);
  const line = (await todaysEntries(em, [entry.restaurantId], now)).filter((e) => IN_LINE.includes(e.status));
  const quotes = await quotesFor(em, entry.restaurantId, line, now);
  return toJson(entry, quotes.get(entry.id) ?? null, delivery);
}

/** POST /waitlist ('All fields required' by the schema; 'Restaurant not set' here). */
export async function addToWaitlist(
  em: EntityManager,
  body: TWaitlistCreateRequest,
  deps: Deps,
): Promise<TWaitlistEntry> {
  if (body.restaurantId === undefined)
    throw new AppError('VALIDATION_FAILED', HOST_MESSAGES.restaurantNotSet);
  const restaurantId = body.restaurantId;
  await restaurantFloor(em, restaurantId); // 404 for a restaurant that does not exist
  const now = deps.clock.now();
  const entry = await em.fork().transactional(async (tx) => {
    const created = tx.create(WaitlistEntry, {
      restaurantId,
      name: body.name,
      phone: normalisePhone(body.phone),
      partySize: body.partySize,
      status: 'waiting',
      createdAt: now,
    });
    await tx.flush();
    return created;
  });
  deps.realtime.emitToRestaurant(restaurantId, 'waitlist.created', { restaurantId, waitlistId: entry.id });
  return entryJson(em.fork(), entry, now);
}

/**
 * One transition of an entry in one transaction, the row locked: only from the states `from` (409 otherwise),
 * then `waitlist.updated` after the commit.
 */
async function transition(
  em: EntityManager,
  id: number,
  from: readonly TWaitlistStatus[],
  deps: Deps,
  work: (tx: EntityManager, entry: WaitlistEntry) => Promise<void>,
): Promise<TWaitlistEntry> {
  const entry = await em.fork().transactional(async (tx) => {
    const locked = await tx.findOne(WaitlistEntry, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!locked) throw new AppError('NOT_FOUND', HOST_MESSAGES.waitlistNotFound);
    if (!from.includes(locked.status)) throw new AppError('CONFLICT', HOST_MESSAGES.waitlistNotWaiting);
    await work(tx, locked);
    await tx.flush();
    return locked;
  });
  deps.realtime.emitToRestaurant(entry.restaurantId, 'waitlist.updated', {
    restaurantId: entry.restaurantId,
    waitlistId: entry.id,
  });
  return entryJson(em.fork(), entry, deps.clock.now());
}

/** POST /waitlist/{id}/notify: "your table is ready" goes to the outbox with the change; waiting → notified. */
export async function notifyEntry(em: EntityManager, id: number, deps: Deps): Promise<TWaitlistEntry> {
  const result = await transition(em, id, ['waiting'], deps, async (tx, entry) => {
    await queueWaitlistReady(tx, entry, deps);
    entry.status = 'notified';
    entry.notifiedAt = deps.clock.now();
  });
  deps.outbox.kick();
  return result;
}

/** POST /waitlist/{id}/cancel: waiting or notified → cancelled. */
export const cancelEntry = (em: EntityManager, id: number, deps: Deps) =>
  transition(em, id, IN_LINE, deps, async (_tx, entry) => {
    entry.status = 'cancelled';
  });

/** A start a few minutes back is still "now" (the host filled the form in); earlier is the past. */
const PAST_TOLERANCE_MS = 5 * 60_000;

/**
 * POST /waitlist/{id}/convert: a reservation for the party through the booking engine (seat-party.ts) on the
 * picked tables, starting at `date` or now (then checked in: they are at the door); the entry becomes converted
 * in the same transaction.
 */
export async function convertEntry(
  em: EntityManager,
  id: number,
  body: TWaitlistConvertRequest,
  deps: Deps,
): Promise<{ reservation: Reservation; tableIds: number[] }> {
  const tableIds = [
    ...(body.tableId != null ? [body.tableId] : []),
    ...(body.tableIds ?? []).filter((t) => t !== body.tableId),
  ];
  if (tableIds.length === 0) throw new AppError('VALIDATION_FAILED', HOST_MESSAGES.pickTable);
  const entry = await getEntryOrFail(em, id);
  if (!IN_LINE.includes(entry.status)) throw new AppError('CONFLICT', HOST_MESSAGES.waitlistNotWaiting);
  const now = deps.clock.now();
  const start = body.date ? new Date(body.date) : now;
  if (start.getTime() < now.getTime() - PAST_TOLERANCE_MS)
    throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.timeInPast);
  const { reservation, tableIds: held } = await seatParty(
    em,
    {
      restaurantId: entry.restaurantId,
      tableIds,
      start,
      guests: entry.partySize,
      name: entry.name,
      phone: entry.phone,
      checkedInAt: start.getTime() <= now.getTime() ? now : null,
    },
    async (tx, created) => {
      const locked = await tx.findOne(WaitlistEntry, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked || !IN_LINE.includes(locked.status))
        throw new AppError('CONFLICT', HOST_MESSAGES.waitlistNotWaiting);
      locked.status = 'converted';
      locked.reservationId = created.id;
    },
  );
  const restaurantId = entry.restaurantId;
  deps.realtime.emitToRestaurant(restaurantId, 'reservation.created', {
    restaurantId,
    reservationId: reservation.id,
    tableId: reservation.tableId,
    tableIds: held,
  });
  deps.realtime.emitToRestaurant(restaurantId, 'waitlist.updated', {
    restaurantId,
    waitlistId: id,
    reservationId: reservation.id,
  });
  return { reservation, tableIds: held };
}
