import type { EntityManager } from '@mikro-orm/postgresql';
import { INT4_MAX } from '@stol/contracts';
import { batchedPerTurn, perDatabase } from '../../db/per-database';
import { preparedQuery } from '../../db/prepared-query';
import { AppError } from '../../http/app-error';
import { zagrebDayRange } from '../../time/zagreb';
import { heldOccupancySql } from './occupancy.repository';
import {
  LIVE_TABLES_JSON_SQL,
  SETTINGS_COLUMNS_SQL,
  toFloorSettings,
  toFloorTables,
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
  /** Shared by every day of the restaurant read under the same counter: frozen. */
  tables: readonly FloorTable[];
  /** Active occupancy overlapping the Zagreb day, up to the next midnight plus the buffer. */
  held: DayPeriod[];
  /** The restaurant's change counter (occupancy_versions) in the same snapshot as the rest. */
  version: number;
  /**
   * Pacing (issue 24 §1): the day's arrivals, only read when the restaurant paces them (empty otherwise): each
   * reservation that counts towards its slot's covers (see SLOT_COVERS_SQL).
   */
  arrivals: DayArrival[];
}

/** A reservation's arrival as pacing counts it. */
export interface DayArrival {
  reservationId: number;
  /** Start, epoch milliseconds. */
  start: number;
  guests: number;
}

interface Row extends Omit<FloorRow, 'tables'> {
  /** Which of the batch's days (1-based, the order they were asked in). */
  ord: string;
  version: string;
  /** Null when the tables the caller offered (knownTables) are still current. */
  tables: FloorRow['tables'] | null;
  /** [tableId, reservationId, start ms, end ms] per period. */
  held: [number, number | null, number, number][];
  /** [reservationId, start ms, guests] per arrival; null when the restaurant does not pace. */
  arrivals: [number, number, number][] | null;
}

/*
 * One row per asked restaurant-day: the restaurant's settings and live tables (restaurantFloor), the day's
 * occupancy (heldPeriods), its arrivals when the restaurant paces them (pacing.ts) and its change counter. The occupancy covers the whole day, midnight to midnight
 * plus the buffer: every slot of the day lies inside it, and periods that meet no slot change no answer.
 * The tables are left out (null) when the caller has them under the current counter (the 4th array).
 * Arrays as PostgreSQL array literals (not JS arrays), so em.execute's inlining reads them the same way.
 */
const DAYS_SQL = `select q.ord, ${SETTINGS_COLUMNS_SQL},
    coalesce(v.version, 0) as version,
    case when coalesce(v.version, 0) = q.known_version then null else ${LIVE_TABLES_JSON_SQL} end as tables,
    coalesce((select json_agg(json_build_array(rt.table_id, rt.reservation_id,
                extract(epoch from lower(rt.period)) * 1000, extract(epoch from upper(rt.period)) * 1000))
              ${heldOccupancySql({ restaurantId: 'r.id', from: 'q.day_start', to: 'q.day_end + make_interval(mins => r.buffer_min)' })}),
             '[]') as held,
    case when r.pacing is null then null else
      coalesce((select json_agg(json_build_array(res.id, extract(epoch from res.start_at) * 1000, res.guests))
                from reservations res
                where res.restaurant_id = r.id and res.start_at >= q.day_start and res.start_at < q.day_end
                  and res.status in ('confirmed', 'cleared') and res.no_show_at is null), '[]') end as arrivals
  from unnest(?::int[], ?::timestamptz[], ?::timestamptz[], ?::bigint[])
         with ordinality as q(restaurant_id, day_start, day_end, known_version, ord)
  join restaurants r on r.id = q.restaurant_id
  left join occupancy_versions v on v.restaurant_id = r.id`;

/**
 * A restaurant's live tables as last read, with the change counter they were read under. They are the same
 * on every day, so after the first day of a restaurant the others read only their occupancy (the tables'
 * aggregate was a quarter of the statement's time, api/bench scenario c-cold). Any write to the restaurant
 * bumps the counter and the tables are read again. Per database, one entry per restaurant.
 */
interface KnownTables {
  version: number;
  tables: readonly FloorTable[];
}
const knownTablesOf = perDatabase(() => new Map<number, KnownTables>());

interface Asked {
  restaurantId: number;
  dateKey: string;
}

/**
 * The asked days in one statement. Outside a transaction the restaurants' known tables are offered and kept;
 * inside one neither: the transaction may have changed tables whose counter is bumped only at its commit.
 */
async function readDays(em: EntityManager, asked: Asked[]): Promise<Map<string, AvailabilityDay>> {
  const known = em.isInTransaction() ? null : knownTablesOf(em);
  const offered = asked.map((a) => known?.get(a.restaurantId));
  const ranges = asked.map((a) => zagrebDayRange(a.dateKey));
  const rows = await preparedQuery<Row>(em, 'availability-days', DAYS_SQL, [
    `{${asked.map((a) => a.restaurantId).join(',')}}`,
    `{${ranges.map((r) => r.start.toISOString()).join(',')}}`,
    `{${ranges.map((r) => r.end.toISOString()).join(',')}}`,
    `{${offered.map((k) => k?.version ?? -1).join(',')}}`,
  ]);
  const days = new Map<string, AvailabilityDay>();
  for (const row of rows) {
    const index = Number(row.ord) - 1;
    const { restaurantId, dateKey } = asked[index]!;
    const version = Number(row.version);
    let tables: readonly FloorTable[];
    if (row.tables === null) {
      tables = offered[index]!.tables;
    } else {
      tables = Object.freeze(toFloorTables(row.tables).map((table) => Object.freeze(table)));
      const current = known?.get(restaurantId);
      if (known && (!current || current.version <= version)) known.set(restaurantId, { version, tables });
    }
    days.set(`${restaurantId}|${dateKey}`, {
      restaurant: toFloorSettings(row),
      tables,
      held: row.held.map(([tableId, reservationId, start, end]) => ({
        tableId: Number(tableId),
        reservationId: reservationId === null ? null : Number(reservationId),
        start: Number(start),
        end: Number(end),
      })),
      version,
      arrivals: (row.arrivals ?? []).map(([reservationId, start, guests]) => ({
        reservationId: Number(reservationId),
        start: Number(start),
        guests: Number(guests),
      })),
    });
  }
  return days;
}

/** The days asked in one turn of the event loop, in one statement (batchedPerTurn). */
const readDaysOfTurn = batchedPerTurn(readDays);

/**
 * Everything an availability answer is computed from, in one prepared statement: one round trip instead of
 * three, planned once per connection, and the change counter belongs to exactly the data read (one snapshot).
 * Requests arriving in the same turn of the event loop share that statement (batchedPerTurn, as
 * occupancy-cache's counter reads do). Inside a transaction the read goes alone, through that transaction.
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
  const days = em.isInTransaction()
    ? readDays(em, [{ restaurantId, dateKey }])
    : readDaysOfTurn(em, key, { restaurantId, dateKey });
  const day = (await days).get(key);
  if (!day) throw new AppError('RESTAURANT_NOT_FOUND');
  return day;
}
