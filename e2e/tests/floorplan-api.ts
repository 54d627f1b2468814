import { expect } from '@playwright/test';
import { API_URL } from '../ports.mjs';

/**
 * The floor-plan suite's own calls to the API: reading what the editor saved, and putting the shared demo data
 * back afterwards (other suites book on restaurants 1–3's seeded tables).
 */

export interface TApiTable {
  id: number;
  number: number;
  seats: number;
  x: number;
  y: number;
  width: number;
  height: number;
  status: 'available' | 'reserved' | 'maintenance';
}

/** Signing in as a demo account for API calls: one helper for every suite. */
export { tokenOf } from './host-api';

export async function api(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${API_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function tablesOf(token: string, restaurantId: number): Promise<TApiTable[]> {
  const res = await api(token, 'GET', `/tables?restaurantId=${restaurantId}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as TApiTable[] | { tables: TApiTable[] };
  return Array.isArray(body) ? body : body.tables;
}

export async function tableById(token: string, restaurantId: number, id: number): Promise<TApiTable> {
  const table = (await tablesOf(token, restaurantId)).find((t) => t.id === id);
  if (!table) throw new Error(`restaurant ${restaurantId} has no table ${id}`);
  return table;
}

/** Deletes tables a test created (a soft delete: their numbers are free again). */
export async function deleteTables(token: string, ids: readonly number[]) {
  for (const id of ids) {
    const res = await api(token, 'DELETE', `/tables/${id}`);
    expect([200, 204, 404]).toContain(res.status);
  }
}
