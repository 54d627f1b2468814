import {
  BOOKING_MESSAGES,
  RESERVATION_DETAILS_MESSAGES,
  type TReservationDetailsPatch,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { nationalDigits, normalisePhone } from '../booking/phone';
import { DiningTable } from '../tables/table.entity';
import type { WriteScope } from './reservation-write';

/**
 * PATCH /reservations/{id} with guest details (issue 22 §2), inside the write's transaction on the locked row:
 * a phone is stored E.164 with the spec's 8-digit rule (as a booking), a blank email or blank notes clear them, and
 * a new party size must fit the seats of all the reservation's tables (main and attached): more is a 409 naming
 * the seats (moving to a bigger table is an edit of its own). Staff may send these (guest spec §6).
 */
export async function applyDetails(scope: WriteScope, patch: TReservationDetailsPatch): Promise<void> {
  const { tx, reservation } = scope;
  if (patch.name !== undefined) reservation.name = patch.name;
  if (patch.phone !== undefined) {
    const phone = normalisePhone(patch.phone, patch.countryCode);
    if (nationalDigits(phone, patch.countryCode) < 8)
      throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.phoneDigits);
    reservation.phone = phone;
  }
  if (patch.email !== undefined) reservation.email = patch.email;
  if (patch.notes !== undefined) reservation.notes = patch.notes;
  if (patch.guests !== undefined && patch.guests !== reservation.guests) {
    // A table deleted since still seats the party it holds (history): filters off.
    const tables = await tx.find(DiningTable, { id: { $in: scope.tableIds } }, { filters: false });
    const seats = tables.reduce((sum, table) => sum + table.seats, 0);
    if (patch.guests > seats)
      throw new AppError('CONFLICT', RESERVATION_DETAILS_MESSAGES.tooManyGuests(seats));
    reservation.guests = patch.guests;
  }
  await tx.flush();
}
