import type { TAvailabilityResponse } from '@stol/contracts';
import { withClient } from './bench-database';
import { postAsGuest, raceGuestName, serverErrorsIn } from './concurrent-booking';
import { getJson, percentile } from './http';
import { BUSY_PACING } from './service-rules';

export interface PacingRaceResult {
  restaurantId: number;
  slotStart: string;
  tables: number;
  requests: number;
  maxCoversPerSlot: number;
  statusCodes: Record<string, number>;
  created: number;
  /** 409s: PACING_FULL, or the table taken by another guest of the race. */
  conflicts: number;
  serverErrors: number;
  other: number;
  /** Guests of the reservations starting in the slot afterwards (must not exceed maxCoversPerSlot). */
  coversInDatabase: number;
  elapsedMs: number;
  p50Ms: number;
  p99Ms: number;
}

const TABLES = 20;

/**
 * Scenario (e-pacing), issue 24 §3: 200 guests of 2 press "book" at once for one slot, spread over 20 different
 * tables (10 guests per table), with the restaurant's pacing at 10 covers per slot. No table conflict stops the
 * slot filling: only pacing can. Exactly 5 bookings may pass, the rest 409, never a 5xx; the database is asked
 * directly for the covers that start then, and the run's bookings are deleted afterwards.
 */
export async function raceForPacedSlot(
  apiUrl: string,
  databaseUrl: string,
  restaurantId: number,
  date: string,
  requests: number,
): Promise<PacingRaceResult> {
  const name = raceGuestName();
  await withClient(databaseUrl, (c) =>
    c.query(`delete from reservations where name like 'Bench race %' and restaurant_id = $1`, [restaurantId]),
  );
  const day = await getJson<TAvailabilityResponse>(
    `${apiUrl}/public/availability?restaurantId=${restaurantId}&date=${date}&guests=2`,
  );
  // A slot where no covers start yet and at least 20 tables are free for two.
  const tables = await withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ id: number }>(
      // Tables a party of two may book: from floor(seats / 2) to seats guests (booking/guest-range.ts).
      `select id from tables where restaurant_id = $1 and status = 'available' and deleted_at is null
         and seats >= 2 and seats / 2 <= 2
       order by id`,
      [restaurantId],
    );
    return rows.map((r) => Number(r.id));
  });
  const slot = day.slots.find((s) => {
    if (!s.available) return false;
    const busy = new Set(Object.values(s.unavailable ?? {}).flat());
    return tables.filter((id) => !busy.has(id)).length >= TABLES;
  });
  if (!slot) throw new Error(`No slot on ${date} with ${TABLES} free tables`);
  const busy = new Set(Object.values(slot.unavailable ?? {}).flat());
  const raced = tables.filter((id) => !busy.has(id)).slice(0, TABLES);

  const statusCodes: Record<string, number> = {};
  const durations: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      const t0 = performance.now();
      const { status } = await postAsGuest(`${apiUrl}/reserve`, {
        tableId: raced[i % raced.length],
        name,
        phone: '+385912345678',
        guests: 2,
        date: slot.start,
      });
      durations.push(performance.now() - t0);
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    }),
  );
  const elapsedMs = performance.now() - started;
  const coversInDatabase = await withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ covers: string | null }>(
      `select sum(guests) as covers from reservations
       where restaurant_id = $1 and start_at = $2 and status <> 'cancelled'`,
      [restaurantId, slot.start],
    );
    await c.query(`delete from reservations where name = $1`, [name]);
    return Number(rows[0]!.covers ?? 0);
  });
  const answered = (code: number) => statusCodes[code] ?? 0;
  const serverErrors = serverErrorsIn(statusCodes);
  return {
    restaurantId,
    slotStart: slot.start,
    tables: raced.length,
    requests,
    maxCoversPerSlot: BUSY_PACING,
    statusCodes,
    created: answered(201),
    conflicts: answered(409),
    serverErrors,
    other: requests - answered(201) - answered(409) - serverErrors,
    coversInDatabase,
    elapsedMs: Math.round(elapsedMs),
    p50Ms: Math.round(percentile(durations, 50)),
    p99Ms: Math.round(percentile(durations, 99)),
  };
}
