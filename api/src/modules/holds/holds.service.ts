import { randomBytes } from 'node:crypto';
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
import { assertOfferedSlot } from '../booking/offered-slot';
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

/**
 * POST /public/holds (issue 12 §2): while a guest verifies and fills in the form, their table and time are held
 * for HOLD_SECONDS under the same exclusion constraint as bookings, after the same rules as a booking (offered
 * slot, not past, table bookable, party size). The guest's previous hold goes in the same transaction.
 */
export async function holdTable(
  em: EntityManager,
  input: THoldRequest,
  ctx: { clock: Clock; realtime: RealtimeHub },
): Promise<THoldResponse> {
  const { restaurantId } = await getTableOrFail(em, input.tableId);
  const { restaurant, tables } = await restaurantFloor(em, restaurantId);
  const table = tables.find((t) => t.id === input.tableId);
  if (!table) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);
  const start = new Date(input.date);
  const past = pastStartMessage(start, ctx.clock.now());
  if (past) throw invalid(past);
  assertOfferedSlot(restaurant, start);
  if (table.status === 'maintenance') throw invalid(BOOKING_MESSAGES.tableHeld);
  const range = tableGuestRange(table.seats);
  const guests = input.guests ?? 2;
  if (guests < range.min || guests > range.max) throw invalid(guestRangeMessage(range.min, range.max));

  const holdId = randomBytes(24).toString('base64url');
  const end = new Date(start.getTime() + restaurant.defaultDurationMin * 60_000);
  const heldUntil = new Date(end.getTime() + restaurant.bufferMin * 60_000);
  let expiresAt: Date;
  try {
    expiresAt = await em.fork().transactional(async (tx) => {
      if (input.replaceHoldId) await releaseHold(tx, input.replaceHoldId);
      return placeHold(tx, { holdId, tableIds: [table.id], start, heldUntil, holdSeconds: HOLD_SECONDS });
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
