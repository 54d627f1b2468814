import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_MESSAGES,
  durationFor,
  GUEST_LINK_MESSAGES,
  type TGuestChangeResponse,
  type TGuestModifyRequest,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { restaurantFloor, type FloorTable } from '../availability/restaurant-floor';
import { assertInBookingWindow } from '../booking/booking-window';
import { assertOfferedSlot } from '../booking/offered-slot';
import { holdPacingRoom } from '../booking/pacing';
import { pastStartMessage } from '../booking/past-start';
import { applyEdit } from '../reservations/reservation-edit.service';
import { ReservationConflictError } from '../reservations/reservation-conflict';
import { changeByGuest, type GuestChangeContext } from './guest-changes.service';
import { findGuestReservation } from './guest-reservation';
import { assertPartyFits } from './party-fit';

/**
 * POST /public/reservations/modify (issue 23 §4): a new start and/or party size on the same tables and length,
 * under the booking rules of POST /reserve, checked in this order on the locked row so each refusal names its
 * own reason and changes nothing: the change window (too late, passed, not active, self-service off), then for
 * a new start the past, an offered slot of an open day ('closed that day') and a table not held for maintenance,
 * then the party against the table's seats, and last the exclusion constraint ('that time is taken', with the
 * conflicts). The deadline applies to the booking as it stands: moving it closer is allowed, like a booking made
 * a day ahead. A change the guest made tells them (the modification notice) and the restaurant (the event).
 */
export async function modifyByGuest(
  em: EntityManager,
  input: TGuestModifyRequest,
  ctx: GuestChangeContext,
): Promise<TGuestChangeResponse> {
  const { reservation } = await findGuestReservation(em, input.token);
  const { restaurant: floor, tables } = await restaurantFloor(em, reservation.restaurantId);
  try {
    return await changeByGuest(
      em,
      input.token,
      ctx,
      async (scope, now) => {
        const current = scope.reservation;
        const start = input.date ? new Date(input.date) : null;
        const moved = start && start.getTime() !== current.startAt.getTime() ? start : null;
        const guests = input.guests ?? current.guests;
        const partyGrows = guests > current.guests;
        const own = scope.tableIds
          .map((id) => tables.find((table) => table.id === id))
          .filter((table): table is FloorTable => table !== undefined);
        if (moved) {
          const past = pastStartMessage(moved, now);
          if (past) throw new AppError('VALIDATION_FAILED', past);
          assertOfferedSlot(floor, moved, guests);
          assertInBookingWindow(floor, moved, now);
          if (own.length < scope.tableIds.length || own.some((table) => table.status === 'maintenance'))
            throw new AppError('CONFLICT', BOOKING_MESSAGES.tableHeld);
        }
        const partyChanged = guests !== current.guests;
        if (partyChanged) {
          assertPartyFits(own, guests);
          current.guests = guests;
        }
        // The slot's covers (pacing) with the larger party, the booking itself left out (applyEdit checks a move).
        if (!moved && partyGrows) await holdPacingRoom(scope.tx, floor, current.startAt, guests, current.id);
        // With turn times the stay is the party's (issue 24 §1); without, it keeps its length.
        const durationMin =
          floor.turnTimes && (moved || partyChanged) ? durationFor(floor, guests) : undefined;
        // applyEdit writes the new period (the constraint decides) and sends the modification notice.
        if (moved) await applyEdit(scope, { date: moved, durationMin }, now, ctx.messages);
        else if (partyChanged) {
          if (durationMin !== undefined) await applyEdit(scope, { durationMin }, now);
          else await scope.tx.flush();
          await ctx.messages?.rescheduled(scope.tx, current);
        }
      },
      GUEST_LINK_MESSAGES.modified,
    );
  } catch (err) {
    // The house's wording ('Table 3 (20:00-21:00) are already reserved.') names other guests' times: the guest
    // is told their table is taken then, with the conflicts for the site.
    if (err instanceof ReservationConflictError)
      throw new ReservationConflictError(err.conflicts, GUEST_LINK_MESSAGES.timeTaken);
    throw err;
  }
}
