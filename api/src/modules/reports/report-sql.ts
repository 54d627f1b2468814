import { REPORT_LARGE_PARTY_MIN_GUESTS } from '@stol/contracts';

/**
 * The report definitions (contracts analytics-definitions.ts) as SQL over `reservations r`, shared by the
 * figures and the lists behind them, so a list can never hold other rows than its figure counts.
 */

/** Reports count every reservation but cancelled ones (walk-ins included). */
export const COUNTED_SQL = `r.status <> 'cancelled'`;

/** A no-show: status no_show, or a no-show time recorded (issue 21 §2). */
export const NO_SHOW_SQL = `(r.status = 'no_show' or r.no_show_at is not null)`;

/** A large party (guest spec §9). Inlined (a constant of the code, never input): the fragment brings no parameter. */
export const LARGE_PARTY_SQL = `r.guests >= ${Number(REPORT_LARGE_PARTY_MIN_GUESTS)}`;

/**
 * One restaurant's counted reservations starting in [start, end): a range on (restaurant_id, start_at), the
 * index reservations_restaurant_id_start_at_index. Parameters: restaurant id, start, end.
 */
export const REPORT_ROWS_WHERE_SQL = `r.restaurant_id = ? and r.start_at >= ? and r.start_at < ? and ${COUNTED_SQL}`;
