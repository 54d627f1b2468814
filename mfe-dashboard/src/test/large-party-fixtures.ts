import type { TLargePartyRequest, TTableSuggestionsResponse } from '@stol/contracts';

/** A pending request of GET /admin/large-party at restaurant 1. */
export function aLargePartyRequest(overrides: Partial<TLargePartyRequest> = {}): TLargePartyRequest {
  return {
    id: 501,
    restaurantId: 1,
    name: 'Maja Grgić',
    phone: '+385915550101',
    email: 'maja@example.test',
    guests: 10,
    requestedAt: '2026-07-10T17:00:00.000Z',
    status: 'pending',
    reservationId: null,
    createdAt: '2026-06-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Tables 4 + 5 (ids 14, 15) first, then 1 + 2 + 3. */
export function suggestions(): TTableSuggestionsResponse {
  return {
    start: '2026-07-10T17:00:00.000Z',
    end: '2026-07-10T19:00:00.000Z',
    suggestions: [
      { tableIds: [14, 15], tableNumbers: [4, 5], seats: 10 },
      { tableIds: [11, 12, 13], tableNumbers: [1, 2, 3], seats: 12 },
    ],
  };
}
