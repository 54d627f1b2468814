import { http, HttpResponse, type DefaultBodyType } from 'msw';
import type { TRestaurant } from '@stol/contracts';
import { API, aRestaurant } from '@stol/platform/testing';

/** Two restaurants as GET /restaurants answers a superadmin. */
export const twoRestaurants = (): TRestaurant[] => [
  aRestaurant({ id: 1, name: 'Konoba Mate', address: 'Obala 1, Split', openHour: 11, closeHour: 21 }),
  aRestaurant({
    id: 2,
    name: 'Bistro Lanterna',
    address: null,
    openHour: 12,
    closeHour: 22,
    intervalMin: 60,
    createdAt: '2026-03-14T23:30:00.000Z',
    specialPromotions: { status: 'inactive', inactiveUntil: null },
  }),
];

/**
 * A fake restaurants API: GET /restaurants answers `restaurants` (changed by the writes a test allows), and every
 * write is recorded as method, path and body.
 */
export function restaurantsServer(initial: TRestaurant[] = twoRestaurants()) {
  let restaurants = initial;
  const writes: { method: string; path: string; body: DefaultBodyType }[] = [];
  let listCalls = 0;
  const record = async (request: Request) => {
    const body = request.headers.get('content-type')?.includes('json') ? await request.json() : null;
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown> | null;
  };
  const handlers = [
    http.get(`${API}/restaurants`, () => {
      listCalls += 1;
      return HttpResponse.json(restaurants);
    }),
  ];
  return {
    handlers,
    writes,
    record,
    listCalls: () => listCalls,
    set: (next: TRestaurant[]) => (restaurants = next),
    get: () => restaurants,
  };
}
