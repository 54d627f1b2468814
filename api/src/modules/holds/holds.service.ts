import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_MESSAGES,
  guestRangeMessage,
  HOLD_SECONDS,
  LIFECYCLE_MESSAGES,
  type THoldRequest,
  type THoldResponse,
} from '@stol/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { restaurantFloor } from '../availability/restaurant-floor';
import { tableGuestRange } from '../booking/guest-range';
import { assertInBookingWindow } from '../booking/booking-window';
import { assertOfferedSlot } from '../booking/offered-slot';
import { assertPacingRoom } from '../booking/pacing';
import { pastStartMessage } from '../booking/past-start';
import { placeHold, releaseHold } from '../reservations/occupancy.writer';
import {
  findConflicts,
  isOverlapError,
  ReservationConflictError,
} from '../reservations/reservation-conflict';
import { ALL_TABLES_SQL } from '../tables/table.entity';
import { getTableOrFail } from '../tables/tables.service';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/** First key of the per-client transaction advisory locks (the second is the client digest's hash). */
const HOLD_CLIENT_LOCK = 7302;

/** Who places a hold (issue 19 §11): the client's address as the rate limits key it, digested (no address stored). */
export const holdClientOf = (clientKey: string): string =>
  createHash('sha256').update(clientKey).digest('base64url').slice(0, 32);

/**
 * A client's holds take turns (transaction-scoped), so two at once cannot both count the same live holds. Taken
 * first in a hold's transaction, before any table's lock, as every hold does: holds never wait in a circle.
 */
async function lockHoldClient(tx: EntityManager, client: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?, hashtext(?))', [HOLD_CLIENT_LOCK, client]);
}

/**
 * A client keeps at most `limit` live holds (HOLD_LIMIT, 429, otherwise): holding every table of a restaurant
 * takes as many addresses as tables over the limit. Under the client's lock (lockHoldClient).
 */
async function assertHoldQuota(tx: EntityManager, client: string, limit: number): Promise<void> {
  const [row] = await tx.execute<{ n: string }[]>(
    `select count(distinct hold_id) as n from reservation_tables
     where hold_client = ? and hold_expires_at > now()`,
    [client],
  );
  if (Number(row!.n) >= limit) throw new AppError('HOLD_LIMIT');
}

/**
 * POST /public/holds (issue 12 §2): while a guest verifies and fills in the form, their table and time are held
 * for HOLD_SECONDS under the same exclusion constraint as bookings, after the same rules as a booking (offered
 * slot, not past, table bookable, party size). The guest's previous hold goes in the same transaction, so it
 * does not count towards the client's limit (`holdsPerClient` live holds per `client`, see assertHoldQuota).
 * The bot check is the route's, before this.
 */
export async function holdTable(
  em: EntityManager,
  input: THoldRequest,
  ctx: { clock: Clock; realtime: RealtimeHub; client: string; holdsPerClient: number },
): Promise<THoldResponse> {
  const { restaurantId } = await getTableOrFail(em, input.tableId);
  const { restaurant, tables } = await restaurantFloor(em, restaurantId);
  const table = tables.find((t) => t.id === input.tableId);
  if (!table) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);
  const start = new Date(input.date);
  const past = pastStartMessage(start, ctx.clock.now());
  if (past) throw invalid(past);
  const guests = input.guests ?? 2;
  const durationMin = assertOfferedSlot(restaurant, start, guests);
  assertInBookingWindow(restaurant, start, ctx.clock.now());
  if (table.status === 'maintenance') throw invalid(BOOKING_MESSAGES.tableHeld);
  const range = tableGuestRange(table.seats);
  if (guests < range.min || guests > range.max) throw invalid(guestRangeMessage(range.min, range.max));
  // A slot the kitchen is already full for is said now, not after the guest filled in the form.
  await assertPacingRoom(em, restaurant, start, guests);

  const holdId = randomBytes(24).toString('base64url');
  const end = new Date(start.getTime() + durationMin * 60_000);
  const heldUntil = new Date(end.getTime() + restaurant.bufferMin * 60_000);
  let expiresAt: Date;
  try {
    expiresAt = await em.fork().transactional(async (tx) => {
      await lockHoldClient(tx, ctx.client);
      if (input.replaceHoldId) await releaseHold(tx, input.replaceHoldId);
      await assertHoldQuota(tx, ctx.client, ctx.holdsPerClient);
      return placeHold(tx, {
        holdId,
        tableIds: [table.id],
        start,
        heldUntil,
        holdSeconds: HOLD_SECONDS,
        client: ctx.client,
      });
    });
  } catch (err) {
    if (!isOverlapError(err)) throw err;
    const conflicts = await findConflicts(em.fork(), {
      restaurantId,
      tableIds: [table.id],
      start,
      heldUntil,
    });
    throw new ReservationConflictError(conflicts);
  }
  ctx.realtime.emitToRestaurant(restaurantId, 'table.updated', { restaurantId, tableId: table.id });
  return {
    holdId,
    tableId: table.id,
    date: start.toISOString(),
    endDate: end.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

/** DELETE /public/holds/{holdId}: the guest lets their hold go (a hold that is gone already is fine: 204). */
export async function releaseGuestHold(
  em: EntityManager,
  holdId: string,
  ctx: { realtime: RealtimeHub },
): Promise<void> {
  const rows = await em.execute<{ restaurant_id: number; table_id: number }[]>(
    `select t.restaurant_id, rt.table_id from reservation_tables rt join ${ALL_TABLES_SQL} t on t.id = rt.table_id
     where rt.hold_id = ?`,
    [holdId],
  );
  if (rows.length === 0) return;
  await em.fork().transactional((tx) => releaseHold(tx, holdId));
  for (const row of rows) {
    const restaurantId = Number(row.restaurant_id);
    ctx.realtime.emitToRestaurant(restaurantId, 'table.updated', {
      restaurantId,
      tableId: Number(row.table_id),
    });
  }
}
