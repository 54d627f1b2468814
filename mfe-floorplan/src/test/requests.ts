import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { TRestaurant, TTable } from '@stol/contracts';
import { API } from '@stol/platform/testing';
import { RESTAURANTS } from './fixtures';

/** GET /admin/restaurants/assigned answering the given restaurants. */
export const assignedRestaurants = (restaurants: TRestaurant[] = RESTAURANTS) =>
  http.get(`${API}/admin/restaurants/assigned`, () => HttpResponse.json(restaurants));

/** GET /tables answering per restaurant; `calls` counts the requests (refetches). */
export function tablesOf(byRestaurant: Record<number, TTable[]>) {
  const calls: number[] = [];
  const handler = http.get(`${API}/tables`, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('restaurantId'));
    calls.push(id);
    return HttpResponse.json(byRestaurant[id] ?? []);
  });
  return { handler, calls };
}

/** Records the bodies a write handler received and answers with `answer(body)`. */
export function recordBodies<B = Record<string, unknown>>(
  method: 'post' | 'patch' | 'delete',
  path: string,
  answer: (body: B, params: Record<string, string>) => Response | JsonBodyType,
) {
  const bodies: B[] = [];
  const handler = http[method](`${API}${path}`, async ({ request, params }) => {
    const body = (method === 'delete' ? null : await request.json()) as B;
    bodies.push(body);
    const result = answer(body, params as Record<string, string>);
    return result instanceof Response ? result : HttpResponse.json(result);
  });
  return { handler, bodies };
}

export const serverError = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ error, ...extra }, { status });
