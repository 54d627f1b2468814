import { GUEST_LINK_MESSAGES } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { tableGuestRange } from '../booking/guest-range';
import type { FloorTable } from '../availability/restaurant-floor';

/**
 * Whether a booking's tables take a new party size, by the booking rule (guest spec §5.1, guest-range.ts): one
 * table takes floor(seats / 2) to seats guests; tables joined by the house take up to their seats together. The
 * guest keeps their table, so a party it does not take is a 409 naming the table and what it seats (the guest
 * calls the restaurant, which may move them), not the booking form's 'Min 2, Max 4 for this table.'.
 */
export function assertPartyFits(tables: FloorTable[], guests: number): void {
  const main = tables[0];
  if (!main) throw new AppError('CONFLICT', GUEST_LINK_MESSAGES.notActive);
  const seats = tables.reduce((sum, table) => sum + table.seats, 0);
  const range = tables.length === 1 ? tableGuestRange(main.seats) : { min: 1, max: seats };
  if (guests > range.max) throw new AppError('CONFLICT', GUEST_LINK_MESSAGES.tableSeats(main.number, seats));
  if (guests < range.min)
    throw new AppError('CONFLICT', GUEST_LINK_MESSAGES.tableMinimum(main.number, range.min));
}
