import type { TAvailabilityResponse } from '@stol/contracts';
import { randomBytes } from 'node:crypto';
import { withClient } from './bench-database';
import { getJson, percentile } from './http';

export interface BookingRaceResult {
  restaurantId: number;
  tableId: number;
  slotStart: string;
  requests: number;
  /** Status code → how many answered it (0 = the request failed without an answer). */
  statusCodes: Record<string, number>;
  created: number;
  conflicts: number;
  serverErrors: number;
  other: number;
  /** Reservations the database holds for that table and slot afterwards (must be exactly 1). */
  rowsInDatabase: number;
  elapsedMs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Guest name of the race's bookings: lets a run find and remove what it (or an aborted run) created. */
const RACE_NAME_PREFIX = 'Bench race ';

/**
 * A free slot of one table, as the public availability answer offers it: the first slot where that table
 * is free for two guests. Rows left by an earlier, aborted run (its bookings and any guest holds in the
 * restaurant) are removed first, so every run races for the same slot of an otherwise unchanged dataset.
 */
export async function pickFreeSlot(
  apiUrl: string,
  databaseUrl: string,
  restaurantId: number,
  date: string,
): Promise<{ tableId: number; start: string }> {
  await withClient(databaseUrl, async (c) => {
    await c.query(`delete from reservations where name like $1`, [`${RACE_NAME_PREFIX}%`]);
    await c.query(
      `delete from reservation_tables rt using tables t
       where t.id = rt.table_id and t.restaurant_id = $1 and rt.hold_id is not null`,
      [restaurantId],
    );
  });
  const availability = await getJson<TAvailabilityResponse>(
    `${apiUrl}/public/availability?restaurantId=${restaurantId}&date=${date}&guests=2`,
  );
  for (const slot of availability.slots) {
    if (slot.available && slot.tableId !== null) return { tableId: slot.tableId, start: slot.start };
  }
  throw new Error(`No free slot on ${date} for restaurant ${restaurantId}`);
}

/** A guest name of its own for one run's bookings (the prefix lets a later run clean up after this one). */
export const raceGuestName = () => `${RACE_NAME_PREFIX}${randomBytes(4).toString('hex')}`;

/** One JSON POST as a guest's browser sends it: the status (0 when no answer came) and the parsed body. */
export async function postAsGuest(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as null, so a conflict without the API's error body is not counted as clear
    }
    return { status: res.status, body: parsed };
  } catch {
    // No answer at all (connection refused or reset): status 0, counted as neither 201 nor 409.
    return { status: 0, body: null };
  }
}

/** Active reservations of the table at that start, then the run's booking is deleted (the slot is free again). */
export async function countAndRemoveBooking(
  databaseUrl: string,
  slot: { tableId: number; start: string },
  name: string,
): Promise<number> {
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ n: string }>(
      `select count(*) as n from reservations where table_id = $1 and start_at = $2 and status <> 'cancelled'`,
      [slot.tableId, slot.start],
    );
    await c.query(`delete from reservations where name = $1`, [name]);
    return Number(rows[0]!.n);
  });
}

export const serverErrorsIn = (statusCodes: Record<string, number>) =>
  Object.entries(statusCodes)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);

/**
 * Scenario (e): N guests press "book" for the same table and slot at the same moment. All requests are
 * built first and sent together (one socket each), so they really overlap on the server. The exclusion
 * constraint must let exactly one through: one 201, the rest 409, never a 5xx. The database is then asked
 * directly, and the winning booking is deleted so the next run finds the slot free again.
 */
export async function raceForOneSlot(
  apiUrl: string,
  databaseUrl: string,
  restaurantId: number,
  date: string,
  count: number,
): Promise<BookingRaceResult> {
  const { tableId, start } = await pickFreeSlot(apiUrl, databaseUrl, restaurantId, date);
  const name = raceGuestName();
  const body = { tableId, name, phone: '+385912345678', guests: 2, date: start };

  const statusCodes: Record<string, number> = {};
  const durations: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async () => {
      const t0 = performance.now();
      const { status } = await postAsGuest(`${apiUrl}/reserve`, body);
      durations.push(performance.now() - t0);
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    }),
  );
  const elapsedMs = performance.now() - started;
  const rowsInDatabase = await countAndRemoveBooking(databaseUrl, { tableId, start }, name);

  const answered = (code: number) => statusCodes[code] ?? 0;
  const serverErrors = serverErrorsIn(statusCodes);
  const created = answered(201);
  const conflicts = answered(409);
  return {
    restaurantId,
    tableId,
    slotStart: start,
    requests: count,
    statusCodes,
    created,
    conflicts,
    serverErrors,
    other: count - created - conflicts - serverErrors,
    rowsInDatabase,
    elapsedMs: Math.round(elapsedMs),
    requestsPerSecond: Math.round((count / elapsedMs) * 1000),
    p50Ms: Math.round(percentile(durations, 50)),
    p99Ms: Math.round(percentile(durations, 99)),
  };
}
