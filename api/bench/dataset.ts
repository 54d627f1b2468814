import type pg from 'pg';
import { addDaysToKey, zagrebDateKey } from '../src/time/zagreb';
import { ensureDatabase, migrateDatabase, withClient } from './bench-database';
import { DATASET } from './dataset-shape';
import { seedAdmin, seedManager, seedReservations, seedRestaurants } from './seed-sql';

/** What the scenarios need to know about the seeded data. */
export interface Dataset {
  /** The Zagreb day the two years are centred on. */
  anchorDate: string;
  busyRestaurantId: number;
  restaurantIds: number[];
  reservations: number;
  /** Seconds the seed took in this run; null when an existing dataset was reused. */
  seedSeconds: number | null;
}

interface Marker {
  version: number;
  anchor_date: string;
  busy_restaurant_id: number;
  restaurant_ids: number[];
  reservations: number;
}

/*
 * The marker row is written last, in the seed's final transaction: its presence means a complete dataset,
 * so an interrupted seed is redone rather than measured.
 */
async function readMarker(client: pg.Client): Promise<Marker | null> {
  const { rowCount } = await client.query(`select 1 from pg_tables where tablename = 'bench_meta'`);
  if (!rowCount) return null;
  const { rows } = await client.query<Marker>(
    `select version, to_char(anchor_date, 'YYYY-MM-DD') as anchor_date, busy_restaurant_id, restaurant_ids,
        reservations
     from bench_meta limit 1`,
  );
  return rows[0] ?? null;
}

function staleReason(marker: Marker | null, today: string): string | null {
  if (!marker) return 'no complete dataset yet';
  if (marker.version !== DATASET.version) return `dataset version ${marker.version} ≠ ${DATASET.version}`;
  if (addDaysToKey(marker.anchor_date, DATASET.maxAgeDays) < today) {
    return `seeded on ${marker.anchor_date}, more than ${DATASET.maxAgeDays} days ago`;
  }
  return null;
}

async function seed(url: string, anchorDate: string): Promise<Marker> {
  return withClient(url, async (client) => {
    await client.query('begin');
    const restaurantIds = await seedRestaurants(client);
    const busyRestaurantId = restaurantIds[0]!;
    await seedAdmin(client, busyRestaurantId);
    await seedManager(client, busyRestaurantId);
    await client.query('commit');

    let reservations = 0;
    for (const [i, id] of restaurantIds.entries()) {
      reservations += await seedReservations(client, id, anchorDate, id === busyRestaurantId);
      if ((i + 1) % 10 === 0 || i === restaurantIds.length - 1) {
        console.log(`  seeded ${i + 1}/${restaurantIds.length} restaurants, ${reservations} reservations`);
      }
    }
    // Fresh statistics, or the planner would judge the hot queries against empty tables.
    await client.query('vacuum analyze');

    const marker: Marker = {
      version: DATASET.version,
      anchor_date: anchorDate,
      busy_restaurant_id: busyRestaurantId,
      restaurant_ids: restaurantIds,
      reservations,
    };
    await client.query(
      `create table bench_meta (version int not null, anchor_date date not null,
          busy_restaurant_id int not null, restaurant_ids int[] not null, reservations int not null,
          seeded_at timestamptz not null default now())`,
    );
    await client.query(
      `insert into bench_meta (version, anchor_date, busy_restaurant_id, restaurant_ids, reservations)
       values ($1, $2, $3, $4, $5)`,
      [marker.version, marker.anchor_date, marker.busy_restaurant_id, marker.restaurant_ids, reservations],
    );
    return marker;
  });
}

/**
 * Reuses the dataset when a complete, current one is there (re-runs take seconds); otherwise rebuilds the
 * database from nothing: drop, create, the app's migrations, seed. Migrations run on reuse too, so a new
 * index reaches an existing bench database.
 */
export async function prepareDataset(url: string, reseed: boolean): Promise<Dataset> {
  const today = zagrebDateKey(new Date());
  await ensureDatabase(url, false);
  const existing = reseed ? null : await withClient(url, readMarker);
  const reason = reseed ? '--reseed' : staleReason(existing, today);

  if (!reason && existing) {
    await migrateDatabase(url);
    console.log(
      `Dataset: reusing ${existing.reservations} reservations seeded around ${existing.anchor_date} (--reseed rebuilds it)`,
    );
    return toDataset(existing, null);
  }

  console.log(`Dataset: seeding (${reason}) …`);
  const started = performance.now();
  await ensureDatabase(url, true);
  await migrateDatabase(url);
  const marker = await seed(url, today);
  const seconds = (performance.now() - started) / 1000;
  console.log(`Dataset: ${marker.reservations} reservations seeded in ${seconds.toFixed(0)} s`);
  return toDataset(marker, seconds);
}

const toDataset = (m: Marker, seedSeconds: number | null): Dataset => ({
  anchorDate: m.anchor_date,
  busyRestaurantId: Number(m.busy_restaurant_id),
  restaurantIds: m.restaurant_ids.map(Number),
  reservations: Number(m.reservations),
  seedSeconds,
});

/**
 * For `--explain`: a database with the same 50 restaurants and tables but only the busy restaurant's bookings
 * (the same statement on the same anchor day, so the very same rows), rebuilt on every call (seconds). Its
 * plans and times for the busy restaurant, next to the full dataset's, show that one restaurant's answers do not
 * grow with the other restaurants' data.
 */
export async function prepareAloneDataset(
  url: string,
  anchorDate: string,
): Promise<{ databaseUrl: string; restaurantId: number }> {
  const alone = new URL(url);
  alone.pathname = `${alone.pathname}_alone`;
  const aloneUrl = alone.toString();
  await ensureDatabase(aloneUrl, true);
  await migrateDatabase(aloneUrl);
  const restaurantId = await withClient(aloneUrl, async (client) => {
    const [busyRestaurantId] = await seedRestaurants(client);
    const n = await seedReservations(client, busyRestaurantId!, anchorDate, true);
    await client.query('vacuum analyze');
    console.log(`Alone dataset: restaurant ${busyRestaurantId} with its ${n} reservations and nothing else`);
    return busyRestaurantId!;
  });
  return { databaseUrl: aloneUrl, restaurantId };
}
