import type { TApprovalConflict } from '@stol/contracts';
import { aReservation, anApproval } from '../../test/fixtures';

/** Marija Jurić's booking on table 2, in the way of Ana Horvat's move there (times 2099-06-01, Zagreb +2). */
export const marijaOnTable2 = (overrides: Partial<TApprovalConflict> = {}): TApprovalConflict => ({
  reservationId: 7,
  name: 'Marija Jurić',
  date: '2099-06-01T18:00:00.000Z',
  endDate: '2099-06-01T19:30:00.000Z',
  tableNumber: 2,
  ...overrides,
});

/** Ana Horvat (table 1, 19:00) asks for table 2 at 20:30, where `conflicts` sit. */
export const anasRequest = (conflictsWith: TApprovalConflict[] = [marijaOnTable2()]) =>
  anApproval({
    id: 501,
    reservation: aReservation({ id: 101, name: 'Ana Horvat', date: '2099-06-01T17:00:00.000Z' }),
    requestedTableNumber: 2,
    requestedDate: '2099-06-01T18:30:00.000Z',
    requestedBy: { id: 9, email: 'admin@demo.test', role: 'restaurantadmin' },
    conflictsWith,
  });

/** How people name Ana's reservation (label of the list item and of its buttons). */
export const ANA = 'Ana Horvat, 01.06. 19:00';
