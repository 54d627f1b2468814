import { expect } from '@playwright/test';
import { API_URL } from '../ports.mjs';
import { DEMO_PASSWORD, type DemoAccount } from './helpers';
import { zagrebDayFromToday } from './booking-api';

/** An access token of a demo account, for checking through the API what the UI did. */
export async function tokenOf(email: DemoAccount): Promise<string> {
  const res = await fetch(`${API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A call to the API as `token`; answers the status and the parsed body. */
export async function callApi(
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * A walk-in of two seated by restaurant 1's admin on the first table free now; `late: true` undoes its check-in,
 * so the party starts now and has not arrived (a late party). Answers its reservation id, table id and number.
 */
export async function seatWalkIn(
  name: string,
  { late = false }: { late?: boolean } = {},
): Promise<{ id: number; tableId: number; tableNumber: number }> {
  const token = await tokenOf('admin@demo.test');
  const tables = (await callApi(token, 'GET', '/tables?restaurantId=1')).body as {
    id: number;
    number: number;
  }[];
  const occupied = await tablesWithSeatedParty(token);
  for (const table of tables) {
    if (occupied.has(table.id)) continue;
    const seated = await callApi(token, 'POST', '/walkin/seat-now', {
      restaurantId: 1,
      tableId: table.id,
      name,
      partySize: 2,
    });
    if (seated.status !== 201) continue;
    const { reservation } = seated.body as { reservation: { id: number } };
    if (late)
      expect((await callApi(token, 'POST', `/reservations/${reservation.id}/uncheckin`)).status).toBe(200);
    return { id: reservation.id, tableId: table.id, tableNumber: table.number };
  }
  throw new Error('no free table for a walk-in');
}

/**
 * The ids of restaurant 1's tables where a party is seated now (checked in, not cleared): occupied on every board
 * until a host clears them, even past the stay's end, while the booking engine already lets the table be booked
 * after that end. Suites that need a table that looks free skip these.
 */
export async function tablesWithSeatedParty(token: string): Promise<Set<number>> {
  const { body } = await callApi(
    token,
    'GET',
    `/reservations/day?restaurantId=1&date=${zagrebDayFromToday(0)}`,
  );
  const seated = new Set<number>();
  for (const r of (body as { reservations: SeatedCandidate[] }).reservations)
    if (r.status === 'confirmed' && r.checkedInAt !== null && r.noShowAt === null)
      for (const id of [r.tableId, ...r.tables.map((t) => t.tableId)]) seated.add(id);
  return seated;
}

interface SeatedCandidate {
  status: string;
  checkedInAt: string | null;
  noShowAt: string | null;
  tableId: number;
  tables: { tableId: number }[];
}
