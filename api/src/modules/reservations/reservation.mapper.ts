import type { TReservation } from '@stol/contracts';
import type { Reservation } from './reservation.entity';

/** The API's reservation shape; `guests` and `partySize` carry the same number (DESIGN §7). */
export const toReservationJson = (r: Reservation, tableIds: number[]): TReservation => ({
  id: r.id,
  restaurantId: r.restaurantId,
  tableId: r.tableId,
  tableIds: tableIds.length ? tableIds : [r.tableId],
  name: r.name,
  phone: r.phone,
  email: r.email ?? null,
  date: r.startAt.toISOString(),
  endDate: r.endAt.toISOString(),
  guests: r.guests,
  partySize: r.guests,
  status: r.status,
  checkedInAt: r.checkedInAt ? r.checkedInAt.toISOString() : null,
  noShowAt: r.noShowAt ? r.noShowAt.toISOString() : null,
  isLargeParty: r.isLargeParty,
  isWalkIn: r.isWalkIn,
  notes: r.notes ?? null,
  createdAt: r.createdAt.toISOString(),
});
