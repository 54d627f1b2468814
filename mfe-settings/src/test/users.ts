import type { TAdminUser } from '@stol/contracts';
import { API } from '@stol/platform/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

/** A user as GET /admin/users answers it (ZAdminUser). */
export const anAdminUser = (overrides: Partial<TAdminUser> = {}): TAdminUser => ({
  id: 3,
  email: 'admin@demo.test',
  role: 'restaurantadmin',
  plan: 'basic',
  restaurantId: 1,
  restaurantIds: [],
  language: 'hr',
  createdAt: '2026-01-01T10:00:00.000Z',
  invitePending: false,
  ...overrides,
});

/** The demo accounts (README): the superadmin signed in, a manager of 1 and 2, an admin of 1, staff of 1. */
export const superadmin = anAdminUser({
  id: 1,
  email: 'superadmin@demo.test',
  role: 'superadmin',
  restaurantId: null,
  language: 'en',
});
export const manager = anAdminUser({
  id: 2,
  email: 'manager@demo.test',
  role: 'restaurantmanager',
  plan: 'premium',
  restaurantId: null,
  restaurantIds: [1, 2],
});
export const admin = anAdminUser({ id: 3, email: 'admin@demo.test' });
export const invited = anAdminUser({
  id: 5,
  email: 'new@demo.test',
  role: 'restaurantmanager',
  plan: 'pro',
  restaurantId: null,
  restaurantIds: [2],
  invitePending: true,
});

export const restaurantOptions = http.get(`${API}/admin/restaurants/assigned`, () =>
  HttpResponse.json([
    { id: 1, name: 'Konoba Mate', openHour: 11, closeHour: 23 },
    { id: 2, name: 'Bistro Lanterna', openHour: 12, closeHour: 22 },
    { id: 3, name: 'Pizzeria Riva', openHour: 12, closeHour: 23 },
  ]),
);

export const usersList = (users: TAdminUser[] = [superadmin, manager, admin, invited]) =>
  http.get(`${API}/admin/users`, () => HttpResponse.json(users));

/** Records the bodies a write sends and answers each with `respond`. */
export function recordWrites(
  method: 'post' | 'patch' | 'delete',
  path: string,
  respond: (body: unknown) => Response = (body) => HttpResponse.json(body as JsonBodyType),
) {
  const bodies: unknown[] = [];
  const handler = http[method](`${API}${path}`, async ({ request }) => {
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    bodies.push(body);
    return respond(body);
  });
  return { handler, bodies };
}

export const serverError = (error: string, status = 400) =>
  HttpResponse.json({ error, code: 'X' }, { status });
