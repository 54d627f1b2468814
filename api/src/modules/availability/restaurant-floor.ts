import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  TBookingWindow,
  TPacing,
  TSpecialHours,
  TTheme,
  TTurnTime,
  TWeeklyHours,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { verificationChannel, type TOtpChannel } from '../otp/otp-channel';
import type { Restaurant } from '../restaurants/restaurant.entity';
import { LIVE_TABLES_SQL, type DiningTable } from '../tables/table.entity';

/** The restaurant settings availability and a booking need. */
export type FloorSettings = Pick<
  Restaurant,
  | 'id'
  | 'openHour'
  | 'closeHour'
  | 'intervalMin'
  | 'defaultDurationMin'
  | 'bufferMin'
  | 'specialHours'
  | 'weeklyHours'
  | 'turnTimes'
  | 'pacing'
  | 'bookingWindow'
> & {
  /** How the restaurant verifies guests before they book (null: it does not). */
  verification: TOtpChannel | null;
};
/** A table as availability sees it. */
export type FloorTable = Pick<DiningTable, 'id' | 'number' | 'seats' | 'status'>;

/** A row of FLOOR_COLUMNS_SQL. */
export interface FloorRow {
  id: number;
  open_hour: number;
  close_hour: number;
  interval_min: number;
  default_duration_min: number;
  buffer_min: number;
  special_hours: TSpecialHours | null;
  weekly_hours: TWeeklyHours | null;
  turn_times: TTurnTime[] | null;
  pacing: TPacing | null;
  booking_window: TBookingWindow | null;
  feature_flags: NonNullable<TTheme['featureFlags']> | null;
  /** [id, number, seats, status] per table, by number. */
  tables: [number, number, number, FloorTable['status']][];
}

/** The restaurant's slot settings as a select list over `restaurants r`. */
export const SETTINGS_COLUMNS_SQL = `r.id, r.open_hour, r.close_hour, r.interval_min, r.default_duration_min,
    r.buffer_min, r.special_hours, r.weekly_hours, r.turn_times, r.pacing, r.booking_window,
    r.theme -> 'featureFlags' as feature_flags`;

/** The restaurant's live tables as one JSON value of [id, number, seats, status] by number, over `restaurants r`. */
export const LIVE_TABLES_JSON_SQL = `coalesce((select json_agg(json_build_array(t.id, t.number, t.seats, t.status) order by t.number)
              from ${LIVE_TABLES_SQL} t where t.restaurant_id = r.id), '[]')`;

/**
 * What restaurantFloor reads, as a select list over `restaurants r`: availability reads it in the same statement
 * as the day's occupancy (availability-day.ts).
 */
export const FLOOR_COLUMNS_SQL = `${SETTINGS_COLUMNS_SQL}, ${LIVE_TABLES_JSON_SQL} as tables`;

/** The tables of a FloorRow as availability sees them. */
export const toFloorTables = (tables: FloorRow['tables']): FloorTable[] =>
  tables.map(([id, number, seats, status]) => ({ id, number, seats, status }));

/** The settings of a FloorRow (every column but the tables). */
export function toFloorSettings(row: Omit<FloorRow, 'tables'>): FloorSettings {
  return {
    id: Number(row.id),
    openHour: row.open_hour,
    closeHour: row.close_hour,
    intervalMin: row.interval_min,
    defaultDurationMin: row.default_duration_min,
    bufferMin: row.buffer_min,
    specialHours: row.special_hours ?? {},
    weeklyHours: row.weekly_hours,
    turnTimes: row.turn_times,
    pacing: row.pacing,
    bookingWindow: row.booking_window,
    verification: verificationChannel({ featureFlags: row.feature_flags ?? {} }),
  };
}

export function toFloor(row: FloorRow): { restaurant: FloorSettings; tables: FloorTable[] } {
  return { restaurant: toFloorSettings(row), tables: toFloorTables(row.tables) };
}

/**
 * A restaurant's slot settings and its live tables (ordered by number; deleted tables are not offered, so a
 * booking, an availability query or a reassign naming one finds no table) in one round trip, as plain values.
 * Availability is the busiest public read: loading the restaurant and 30 tables as entities cost more than
 * the whole rest of the request (see api/bench), and it only reads these few columns.
 */
export async function restaurantFloor(
  em: EntityManager,
  restaurantId: number,
): Promise<{ restaurant: FloorSettings; tables: FloorTable[] }> {
  const [row] = await em.execute<FloorRow[]>(
    `select ${FLOOR_COLUMNS_SQL} from restaurants r where r.id = ?`,
    [restaurantId],
  );
  if (!row) throw new AppError('RESTAURANT_NOT_FOUND');
  return toFloor(row);
}
