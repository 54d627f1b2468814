import type {
  TGuestSummary,
  TMessage,
  TReservationListItem,
  TRestaurant,
  TTable,
  TWaitlistEntry,
} from '@stol/contracts';
import { aRestaurant as sharedRestaurant, aTable as sharedTable } from '@stol/platform/testing';

/** A row of GET /reservations (ZReservationListItem) at restaurant 1, table 11 (number 1). */
export function aReservation(overrides: Partial<TReservationListItem> = {}): TReservationListItem {
  const tableId = overrides.tableId ?? 11;
  return {
    id: 101,
    restaurantId: 1,
    tableId,
    tableIds: [tableId],
    name: 'Ana Horvat',
    phone: '+385911234567',
    email: 'ana@example.test',
    date: '2026-07-01T17:00:00.000Z',
    endDate: '2026-07-01T18:00:00.000Z',
    guests: 2,
    partySize: 2,
    status: 'confirmed',
    checkedInAt: null,
    noShowAt: null,
    isLargeParty: false,
    createdAt: '2026-06-20T10:00:00.000Z',
    table: { id: tableId, number: tableId - 10, status: 'available' },
    tables: [],
    restaurant: { id: 1, name: 'Konoba Mate' },
    ...overrides,
  };
}

/** The shared builders with the day view's defaults: 40×40 tables, a restaurant open 10–23 without styles. */
export const aTable = (overrides: Partial<TTable> = {}): TTable =>
  sharedTable({ width: 40, height: 40, ...overrides });
export const aRestaurant = (overrides: Partial<TRestaurant> = {}): TRestaurant =>
  sharedRestaurant({ openHour: 10, floorplan: {}, ...overrides });

export function aMessage(overrides: Partial<TMessage> = {}): TMessage {
  return {
    id: 1,
    kind: 'confirmation',
    channel: 'email',
    recipient: 'ana@example.test',
    subject: 'Your reservation at Konoba Mate',
    text: 'See you at 19:00.',
    language: 'en',
    status: 'sent',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    sentAt: '2026-06-20T10:00:05.000Z',
    createdAt: '2026-06-20T10:00:00.000Z',
    ...overrides,
  };
}

export const listResponse = (reservations: TReservationListItem[]) => ({
  reservations,
  pagination: { total: reservations.length, page: 1, pageSize: 100 },
});

/** An ISO instant `minutes` from now (negative: ago), for lists that must be "today" whenever the test runs. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** An entry of GET /waitlist at restaurant 1: waiting since 12 minutes, quoted 15 minutes. */
export function anEntry(overrides: Partial<TWaitlistEntry> = {}): TWaitlistEntry {
  return {
    id: 501,
    restaurantId: 1,
    name: 'Petra Kovač',
    phone: '+385911112222',
    partySize: 2,
    status: 'waiting',
    createdAt: minutesFromNow(-12),
    notifiedAt: null,
    reservationId: null,
    quotedWaitMin: 15,
    notifyDelivery: null,
    ...overrides,
  };
}

/** GET /reservations/{id}/guest for a reservation: its history brief (none = a first visit), no earlier notes. */
export function aGuestSummary(
  reservation: Pick<TReservationListItem, 'name' | 'phone' | 'guestHistory'> | undefined,
  overrides: Partial<TGuestSummary> = {},
): TGuestSummary {
  return {
    visits: 0,
    noShows: 0,
    cancellations: 0,
    lastVisit: null,
    ...reservation?.guestHistory,
    name: reservation?.name ?? 'Ana Horvat',
    phone: reservation?.phone ?? '+385911234567',
    reservations: 1,
    earlierNotes: [],
    ...overrides,
  };
}
