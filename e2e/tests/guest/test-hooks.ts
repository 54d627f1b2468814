import { expect } from '@playwright/test';
import { API_URL } from '../../ports.mjs';

/**
 * TEST ONLY: the e2e stack runs the API with STOL_TEST_HOOKS=1 (scripts/e2e-stack.mjs), whose /__test routes do
 * what no real client may (api/src/server.ts mountTestHooks; refused in production).
 */

/**
 * Moves reservation `id` (its times and its tables' occupancy together) one year into the past: a guest can only
 * book the future and staff cannot record a past visit, yet "review after the visit" needs a visit that took place.
 */
export async function moveReservationIntoPastForTest(id: number): Promise<void> {
  const res = await fetch(`${API_URL}/__test/reservations/${id}/move-into-past`, { method: 'POST' });
  expect(res.status, 'test hook move-into-past').toBe(204);
}
