import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_MESSAGES,
  BOT_CHECK_MESSAGES,
  guestRangeMessage,
  LIFECYCLE_MESSAGES,
  type TReserveRequest,
  type TReserveResponse,
} from '@stol/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import type { ReservationMessages } from '../notifications/reservation-messages';
import { bySizeThenNumber } from '../availability/table-facts';
import { restaurantFloor, type FloorTable } from '../availability/restaurant-floor';
import { createReservation } from '../reservations/booking.service';
import { releaseHold } from '../reservations/occupancy.writer';
import {
  findConflicts,
  isOverlapError,
  ReservationConflictError,
} from '../reservations/reservation-conflict';
import { toReservationJson } from '../reservations/reservation.mapper';
import { getTableOrFail } from '../tables/tables.service';
import { anyTableGuestRange, tableGuestRange } from './guest-range';
import { assertOtpVerified } from '../otp/otp-proof-check';
import { assertOfferedSlot } from './offered-slot';
import { pastStartMessage } from './past-start';
import { nationalDigits, normalisePhone } from './phone';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/**
 * POST /reserve: the guest spec's §5.1 rules on the server, then one transaction per attempt. A specific
 * table either gets the booking or a 409 naming the conflicts; any table tries the free tables smallest
 * first, moving on when a concurrent booking took one. Retries are the route's business (Idempotency-Key,
 * declared on the route).
 */
export async function reserve(
  em: EntityManager,
  input: TReserveRequest,
  context: {
    clock: Clock;
    realtime: RealtimeHub;
    messages?: ReservationMessages;
    /** The secret verified-code proofs are signed with (the restaurant may require one). */
    otpSecret: string;
    /**
     * The booking was let through the bot check on its live hold (`holdId`): it must consume that hold, or it
     * is refused like a spent proof (another booking consumed it first, or it ran out meanwhile).
     */
    holdIsProof?: boolean;
  },
): Promise<TReserveResponse> {
  const now = context.clock.now();
  if (!input.anyTable && !input.tableId) throw invalid(BOOKING_MESSAGES.tableRequired);

  // A table names its restaurant; then the restaurant's settings and tables come in one round trip.
  const restaurantId =
    input.restaurantId ??
    (input.tableId ? (await getTableOrFail(em, input.tableId)).restaurantId : undefined);
  if (restaurantId === undefined) throw invalid('restaurantId is required');
  const { restaurant, tables } = await restaurantFloor(em, restaurantId);
  const table = input.tableId ? tables.find((t) => t.id === input.tableId) : undefined;
  if (input.tableId && !table) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);

  const start = new Date(input.date);
  const past = pastStartMessage(start, now);
  if (past) throw invalid(past);

  const phone = normalisePhone(input.phone, input.countryCode);
  if (nationalDigits(phone, input.countryCode) < 8) throw invalid(BOOKING_MESSAGES.phoneDigits);

  assertOfferedSlot(restaurant, start);
  if (restaurant.verification)
    assertOtpVerified(context.otpSecret, restaurant.verification, { ...input, restaurantId, phone }, now);
  const durationMin = restaurant.defaultDurationMin;

  const guests = input.guests ?? input.partySize ?? 2;
  let candidates: FloorTable[];
  if (table) {
    if (table.status === 'maintenance') throw invalid(BOOKING_MESSAGES.tableHeld);
    const range = tableGuestRange(table.seats);
    if (guests < range.min || guests > range.max) throw invalid(guestRangeMessage(range.min, range.max));
    candidates = [table];
  } else {
    const range = anyTableGuestRange(tables.map((t) => t.seats));
    if (guests < range.min || guests > range.max) throw invalid(guestRangeMessage(range.min, range.max));
    candidates = tables.filter((t) => t.status !== 'maintenance' && t.seats >= guests).sort(bySizeThenNumber);
    if (candidates.length === 0) throw invalid(BOOKING_MESSAGES.noTableFree);
  }

  const endAt = new Date(start.getTime() + durationMin * 60_000);
  const heldUntil = new Date(endAt.getTime() + restaurant.bufferMin * 60_000);
  for (const candidate of candidates) {
    try {
      const reservation = await em.fork().transactional(async (tx) => {
        // The guest's own hold gives way to their booking in the same transaction (a hold on another table or
        // time goes too: one guest, one booking in progress).
        const consumed = input.holdId ? await releaseHold(tx, input.holdId) : 0;
        if (context.holdIsProof && consumed === 0)
          throw new AppError('BOT_CHECK_FAILED', BOT_CHECK_MESSAGES.expired);
        const created = await createReservation(tx, {
          restaurantId,
          tableIds: [candidate.id],
          name: input.name,
          phone,
          email: input.email ?? null,
          startAt: start,
          endAt,
          guests,
          bufferMin: restaurant.bufferMin,
          language: input.language ?? 'en',
        });
        // The confirmation and the visit jobs commit with the booking, or not at all.
        await context.messages?.created(tx, created);
        return created;
      });
      context.realtime.emitToRestaurant(restaurantId, 'reservation.created', {
        restaurantId,
        reservationId: reservation.id,
        tableId: candidate.id,
      });
      return { reservation: { ...toReservationJson(reservation, [candidate.id]), token: reservation.token } };
    } catch (err) {
      if (!isOverlapError(err)) throw err;
      // Taken: any table moves on to the next candidate; a specific table answers with what blocks it.
    }
  }
  const conflicts = await findConflicts(em.fork(), {
    restaurantId,
    tableIds: candidates.map((t) => t.id),
    start,
    heldUntil,
  });
  throw new ReservationConflictError(conflicts, table ? undefined : BOOKING_MESSAGES.noTableFree);
}
