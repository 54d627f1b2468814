import { expect } from '@playwright/test';
import { api } from './floorplan-api';

/**
 * The settings journeys' own calls to the API (issue 20): restaurants they create for themselves, so no other suite's
 * demo data moves, and reading back what the UI saved.
 */

export interface TApiRestaurant {
  id: number;
  name: string;
  address: string | null;
  openHour: number;
  closeHour: number;
  intervalMin: number;
  defaultDurationMin: number;
  specialHours: Record<string, { closed?: boolean; openHour?: number; closeHour?: number }>;
  publicOrigin: string | null;
  publicPath: string | null;
  /** The service rules (issue 24), null when not set. */
  weeklyHours?: Record<string, { open: string; close: string }[]> | null;
  pacing?: { maxCoversPerSlot: number } | null;
}

export async function restaurantOf(token: string, id: number): Promise<TApiRestaurant> {
  const res = await api(token, 'GET', `/restaurants/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TApiRestaurant;
}

/** POST /restaurants (superadmin): answers the new restaurant's id. */
export async function createRestaurant(
  token: string,
  body: { name: string; address?: string; publicOrigin?: string; publicPath?: string },
): Promise<number> {
  const res = await api(token, 'POST', '/restaurants', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A table through the floor-plan API (POST /tables), for journeys whose subject is not the editor. */
export async function addTable(
  token: string,
  restaurantId: number,
  table: { number: number; x: number; y: number; seats?: number },
): Promise<number> {
  const res = await api(token, 'POST', '/tables', { restaurantId, seats: 4, ...table });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { id: number }).id;
}

/**
 * Removes a restaurant a journey created. Its bookings are cancelled first (a restaurant with upcoming confirmed
 * bookings cannot be deleted), so a failed run leaves nothing behind either.
 */
export async function deleteRestaurant(token: string, id: number, reservationIds: readonly number[] = []) {
  for (const reservationId of reservationIds)
    await api(token, 'PATCH', `/reservations/${reservationId}`, { status: 'cancelled' });
  const res = await api(token, 'DELETE', `/restaurants/${id}`);
  expect([200, 204, 404], await res.clone().text()).toContain(res.status);
}
