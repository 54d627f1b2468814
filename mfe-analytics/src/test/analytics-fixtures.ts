import type {
  TAnalyticsReservation,
  THeatmap,
  THeatmapTable,
  TNoShowStats,
  TReturningGuest,
  TReturningGuests,
  TTurnTimes,
  TWalkInStats,
} from '@stol/contracts';
import { API, aRestaurant, aTable, aUser } from '@stol/platform/testing';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';

/** The two users who may open analytics, and two who may not (guest spec §2.15). */
export const premiumManager = aUser({
  role: 'restaurantmanager',
  plan: 'premium',
  restaurantId: null,
  restaurantIds: [1, 2],
});
export const superadmin = aUser({ role: 'superadmin', restaurantId: null });
export const basicManager = aUser({
  role: 'restaurantmanager',
  plan: 'basic',
  restaurantId: null,
  restaurantIds: [1],
});
export const restaurantAdmin = aUser({ role: 'restaurantadmin', restaurantId: 1 });

export const assignedRestaurants = (
  list = [
    { id: 1, name: 'Konoba Mate' },
    { id: 2, name: 'Bistro Lanterna' },
  ],
) => http.get(`${API}/admin/restaurants/assigned`, () => HttpResponse.json(list));

/** Answers GET `path` with `answer(query)` and records every query it was asked. */
export function recordGets(path: string, answer: (query: URLSearchParams) => JsonBodyType) {
  const queries: URLSearchParams[] = [];
  const handler = http.get(`${API}${path}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    return HttpResponse.json(answer(query));
  });
  return { handler, queries, last: () => Object.fromEntries(queries.at(-1) ?? []) };
}

/** A GET that never answers (the loading state). */
export const pending = (path: string) => http.get(`${API}${path}`, () => delay('infinite'));
/** A GET that fails as with no connection (setOffline). */
export const offline = (path: string) => http.get(`${API}${path}`, () => HttpResponse.error());
export const failing = (path: string, status: number, error: string) =>
  http.get(`${API}${path}`, () => HttpResponse.json({ error }, { status }));

export const anAnalyticsReservation = (
  overrides: Partial<TAnalyticsReservation> = {},
): TAnalyticsReservation => ({
  id: 501,
  date: '2026-11-20T18:30:00.000Z',
  name: 'Ana Horvat',
  phone: '+385911234567',
  email: 'ana@example.com',
  guests: 2,
  status: 'confirmed',
  isWalkIn: false,
  isNoShow: false,
  tableNumbers: [3],
  ...overrides,
});

export const aHeatmapTable = (overrides: Partial<THeatmapTable> = {}): THeatmapTable => ({
  tableId: 11,
  number: 1,
  seats: 4,
  count: 0,
  share: 0,
  bucket: 0,
  ...overrides,
});

export const aHeatmap = (overrides: Partial<THeatmap> = {}): THeatmap => {
  const tables = [
    aHeatmapTable({ tableId: 11, number: 1, count: 40, share: 1, bucket: 4 }),
    aHeatmapTable({ tableId: 12, number: 2, count: 22, share: 0.55, bucket: 2 }),
    aHeatmapTable({ tableId: 13, number: 3, count: 5, share: 0.125, bucket: 0 }),
  ];
  return {
    period: 'all',
    tables,
    top: tables,
    summary: { reservations: 61, tableUses: 67, tablesUsed: 3, totalTables: 3 },
    ...overrides,
  };
};

export const aReturningGuest = (overrides: Partial<TReturningGuest> = {}): TReturningGuest => ({
  phone: '+385911234567',
  name: 'Ana Horvat',
  email: 'ana@example.com',
  visitCount: 5,
  firstVisit: '2026-09-01T17:00:00.000Z',
  lastVisit: '2026-11-20T18:30:00.000Z',
  identities: [
    { name: 'Ana Horvat', email: 'ana@example.com' },
    { name: 'Ana H.', email: null },
  ],
  ...overrides,
});

export const returningGuests = (
  guests: TReturningGuest[],
  overrides: Partial<TReturningGuests> = {},
): TReturningGuests => ({ guests, page: 1, pageSize: 50, total: guests.length, ...overrides });

export const aNoShowStats = (overrides: Partial<TNoShowStats> = {}): TNoShowStats => ({
  period: 'all',
  total: 120,
  noShows: 9,
  cancelled: 14,
  noShowRate: 7.5,
  cancellationRate: 10.45,
  noShowList: [anAnalyticsReservation({ id: 601, name: 'Marko Babić', status: 'no_show', isNoShow: true })],
  cancelledList: [anAnalyticsReservation({ id: 602, name: 'Petra Novak', status: 'cancelled' })],
  ...overrides,
});

export const aWalkInStats = (overrides: Partial<TWalkInStats> = {}): TWalkInStats => ({
  period: 'all',
  total: 17,
  averagePartySize: 2.6,
  peakHour: '13:00',
  byHour: [
    { hour: 12, count: 4 },
    { hour: 13, count: 9 },
    { hour: 19, count: 4 },
  ],
  walkIns: [
    anAnalyticsReservation({ id: 701, name: 'Walk-in', phone: '', email: null, isWalkIn: true, guests: 3 }),
  ],
  ...overrides,
});

export const someTurnTimes = (overrides: Partial<TTurnTimes> = {}): TTurnTimes => ({
  period: 'all',
  rows: [
    { guests: 2, stays: 48, medianMinutes: 72, p80Minutes: 95.5 },
    { guests: 6, stays: 7, medianMinutes: 118, p80Minutes: 140 },
  ],
  ...overrides,
});

/** Where restaurant 1's three tables stand (GET /tables) and its floor plan (GET /restaurants/1). */
export const planTables = [
  aTable({ id: 11, number: 1, x: 100, y: 100 }),
  aTable({ id: 12, number: 2, x: 300, y: 100 }),
  aTable({ id: 13, number: 3, x: 500, y: 100, seats: 6, width: 60 }),
];
export const planHandlers = () => [
  http.get(`${API}/tables`, () => HttpResponse.json(planTables)),
  http.get(`${API}/restaurants/1`, () => HttpResponse.json(aRestaurant())),
];
