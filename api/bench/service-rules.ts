import { withClient } from './bench-database';

/**
 * Issue 24 §3: the bench measures with the service rules a real restaurant sets, on every restaurant of the dataset —
 * lunch and dinner services every day, four turn-time steps, pacing — so availability and booking pay for them.
 * The busy restaurant's pacing is 10 covers per slot: scenario (e-pacing) races for it. Written on every run
 * (not by the seed), so a dataset seeded before the rules existed gets them without reseeding.
 */
export const BENCH_SERVICES = [
  { open: '11:00', close: '15:30' },
  { open: '17:00', close: '23:00' },
];
export const BENCH_TURN_TIMES = [
  { maxGuests: 2, minutes: 75 },
  { maxGuests: 4, minutes: 90 },
  { maxGuests: 6, minutes: 120 },
  { maxGuests: 8, minutes: 150 },
];
/** The busy restaurant's covers per slot (scenario e-pacing: 200 guests of 2 → exactly 5 bookings). */
export const BUSY_PACING = 10;
const OTHER_PACING = 40;

export async function applyServiceRules(databaseUrl: string, busyRestaurantId: number): Promise<void> {
  const week = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, BENCH_SERVICES]),
  );
  await withClient(databaseUrl, (c) =>
    c.query(
      `update restaurants set weekly_hours = $1::jsonb, turn_times = $2::jsonb,
         pacing = jsonb_build_object('maxCoversPerSlot', case when id = $3 then $4::int else $5::int end)
       where name like 'Bench Restaurant %'`,
      [JSON.stringify(week), JSON.stringify(BENCH_TURN_TIMES), busyRestaurantId, BUSY_PACING, OTHER_PACING],
    ),
  );
}
