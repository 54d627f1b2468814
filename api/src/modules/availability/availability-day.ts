import type { EntityManager } from '@mikro-orm/postgresql';
import { INT4_MAX } from '@stol/contracts';
import { preparedQuery } from '../../db/prepared-query';
import { AppError } from '../../http/app-error';
import { zagrebDayRange } from '../../time/zagreb';
import { heldOccupancySql } from './occupancy.repository';
import {
  FLOOR_COLUMNS_SQL,
  toFloor,
  type FloorRow,
  type FloorSettings,
  type FloorTable,
} from './restaurant-floor';

/** An occupancy period as availability compares it: epoch milliseconds, [start, end + buffer). */
export interface DayPeriod {
  tableId: number;
  /** null for a guest's hold (issue 12 §2) while they book. */
  reservationId: number | null;
  start: number;
  end: number;
}

export interface AvailabilityDay {
  restaurant: FloorSettings;
  tables: FloorTable[];
  /** Active occupancy overlapping the Zagreb day, up to the next midnight plus the buffer. */
  held: DayPeriod[];
  /** The restaurant's change counter (occupancy_versions) in the same snapshot as the rest. */
  version: number;
}

interface Row extends FloorRow {
  /** Which of the batch's days (1-based, the order they were asked in). */
  ord: string;
  version: string | null;
  /** [tableId, reservationId, start ms, end ms] per period. */
  held: [number, number | null, number, number][];
}

/*
 * One row per asked restaurant-day: the restaurant's settings and live tables (restaurantFloor), the day's
 * occupancy (heldPeriods) and its change counter. The occupancy covers the whole day, midnight to midnight
 * plus the buffer: every slot of the day lies inside it, and periods that meet no slot change no answer.
 * Arrays as PostgreSQL array literals (not JS arrays), so em.execute's inlining reads them the same way.
 */
const DAYS_SQL = `select q.ord, ${FLOOR_COLUMNS_SQL},
    (select v.version from occupancy_versions v where v.restaurant_id = r.id) as version,
    coalesce((select json_agg(json_build_array(rt.table_id, rt.reservation_id,
                extract(epoch from lower(rt.period)) * 1000, extract(epoch from upper(rt.period)) * 1000))
              ${heldOccupancySql({ restaurantId: 'r.id', from: 'q.day_start', to: 'q.day_end + make_interval(mins => r.buffer_min)' })}),
             '[]') as held
  from unnest(?::int[], ?::timestamptz[], ?::timestamptz[]) with ordinality as q(restaurant_id, day_start, day_end, ord)
  join restaurants r on r.id = q.restaurant_id`;

interface Asked {
  restaurantId: number;
  dateKey: string;
}

/** Per database: the batch of day reads still open to new requests (not yet sent). */
const openBatches = new WeakMap<
  object,
  { asked: Map<string, Asked>; days: Promise<Map<string, AvailabilityDay>> }
>();

async function readDays(em: EntityManager, asked: Asked[]): Promise<Map<string, AvailabilityDay>> {
  const ranges = asked.map((a) => zagrebDayRange(a.dateKey));
  const rows = await preparedQuery<Row>(em, 'availability-days', DAYS_SQL, [
    `{${asked.map((a) => a.restaurantId).join(',')}}`,
    `{${ranges.map((r) => r.start.toISOString()).join(',')}}`,
    `{${ranges.map((r) => r.end.toISOString()).join(',')}}`,
  ]);
  const days = new Map<string, AvailabilityDay>();
  for (const row of rows) {
    const { restaurantId, dateKey } = asked[Number(row.ord) - 1]!;
    days.set(`${restaurantId}|${dateKey}`, {
      ...toFloor(row),
      held: row.held.map(([tableId, reservationId, start, end]) => ({
        tableId: Number(tableId),
        reservationId: reservationId === null ? null : Number(reservationId),
        start: Number(start),
        end: Number(end),
      })),
      version: row.version === null ? 0 : Number(row.version),
    });
  }
  return days;
}

/**
 * Everything an availability answer is computed from, in one prepared statement: one round trip instead of
 * three, planned once per connection, and the change counter belongs to exactly the data read (one snapshot).
 * Requests arriving in the same turn of the event loop share that statement (as occupancy-cache's counter
 * reads do), sent after the last of them joined: its snapshot is taken after every caller arrived, so each
 * still sees every write committed before it asked, while a busy API sends one statement per turn instead
 * of one per request. Inside a transaction the read goes alone, through that transaction.
 */
export async function readAvailabilityDay(
  em: EntityManager,
  restaurantId: number,
  dateKey: string,
): Promise<AvailabilityDay> {
  const key = `${restaurantId}|${dateKey}`;
  // The batch is shared by other clients' requests: an id that no row can have must not take it down.
  if (!Number.isInteger(restaurantId) || restaurantId < 1 || restaurantId > INT4_MAX)
    throw new AppError('RESTAURANT_NOT_FOUND');
  let days: Promise<Map<string, AvailabilityDay>>;
  if (em.isInTransaction()) {
    days = readDays(em, [{ restaurantId, dateKey }]);
  } else {
    let batch = openBatches.get(em.config);
    if (!batch) {
      const asked = new Map<string, Asked>();
      const open = {
        asked,
        days: new Promise<Map<string, AvailabilityDay>>((resolve, reject) => {
          setImmediate(() => {
            openBatches.delete(em.config); // closed: later callers start the next batch
            readDays(em, [...asked.values()]).then(resolve, reject);
          });
        }),
      };
      openBatches.set(em.config, open);
      batch = open;
    }
    batch.asked.set(key, { restaurantId, dateKey });
    days = batch.days;
  }
  const day = (await days).get(key);
  if (!day) throw new AppError('RESTAURANT_NOT_FOUND');
  return day;
}
