import type { TReservationApproval, TReservationListItem } from '@stol/contracts';

const RESTAURANT_NAMES: Record<number, string> = {
  1: 'Konoba Mate',
  2: 'Bistro Lanterna',
  3: 'Pizzeria Riva',
};

/** A list row as GET /reservations answers it (ZReservationListItem). */
export function aReservation(overrides: Partial<TReservationListItem> = {}): TReservationListItem {
  const restaurantId = overrides.restaurantId ?? 1;
  const tableId = overrides.tableId ?? 11;
  return {
    id: 101,
    restaurantId,
    tableId,
    tableIds: [tableId],
    name: 'Ana Horvat',
    phone: '+385911234567',
    email: null,
    date: '2099-06-01T17:00:00.000Z',
    endDate: '2099-06-01T18:00:00.000Z',
    guests: 2,
    partySize: 2,
    status: 'confirmed',
    checkedInAt: null,
    noShowAt: null,
    isLargeParty: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    table: { id: tableId, number: tableId - 10, status: 'available' },
    tables: [],
    restaurant: { id: restaurantId, name: RESTAURANT_NAMES[restaurantId] ?? `Restaurant ${restaurantId}` },
    ...overrides,
  };
}

export function anApproval(overrides: Partial<TReservationApproval> = {}): TReservationApproval {
  const reservation = overrides.reservation ?? aReservation();
  return {
    id: 501,
    reservationId: reservation.id,
    restaurantId: reservation.restaurantId,
    reservation,
    requestedTableId: 12,
    requestedTableNumber: 2,
    requestedDate: null,
    requestedBy: { id: 9, email: 'admin@demo.test' },
    status: 'pending',
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const listResponse = (
  reservations: TReservationListItem[],
  total = reservations.length,
  page = 1,
  pageSize = 20,
) => ({
  reservations,
  pagination: { total, page, pageSize },
});
