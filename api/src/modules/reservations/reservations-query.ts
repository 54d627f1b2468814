import { normalisePhone } from '../booking/phone';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TReservationExportQuery, TReservationListItem } from '@stol/contracts';
import type { RestaurantScope } from '../../http/tenancy';
import { zagrebDayRange, zagrebWallTime } from '../../time/zagreb';
import { toListItemsAtNow, type ListItemOptions } from './reservation-item';
import type { Reservation } from './reservation.entity';

/**
 * The digits to look for when a search looks like a phone number (digits, spaces, +, -, /, parentheses; at
 * least three digits): separators dropped, and a national trunk 0 or an international 00 dropped too.
 */
function phoneSearchDigits(q: string): string | null {
  if (!/^[\d\s+\-/()]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 3 ? digits : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE clause of the reservations list and export: always inside the caller's tenant scope, whatever
 * the query says; a named restaurant narrows it further (its access was checked by the route).
 */
function whereClause(filters: TReservationExportQuery, scope: RestaurantScope) {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (!scope.all) {
    parts.push('r.restaurant_id = any(?::int[])');
    params.push(`{${scope.ids.join(',')}}`);
  }
  if (filters.restaurantId !== undefined) {
    parts.push('r.restaurant_id = ?');
    params.push(filters.restaurantId);
  }
  if (filters.date && filters.time) {
    const from = zagrebWallTime(filters.date, filters.time);
    parts.push('r.start_at >= ? and r.start_at < ?');
    params.push(from.toISOString(), new Date(from.getTime() + 30 * 60_000).toISOString());
  } else if (filters.date) {
    parts.push('r.start_at >= ? and r.start_at < ?');
    const day = zagrebDayRange(filters.date);
    params.push(day.start.toISOString(), day.end.toISOString());
  } else if (filters.time) {
    // Any day: the Zagreb wall-clock minute of the start lies in [time, time + 30 min).
    const local = `(r.start_at at time zone 'Europe/Zagreb')`;
    const [hours, minutes] = filters.time.split(':').map(Number) as [number, number];
    parts.push(`(extract(hour from ${local}) * 60 + extract(minute from ${local})) between ? and ?`);
    params.push(hours * 60 + minutes, hours * 60 + minutes + 29);
  }
  if (filters.q) {
    const like = `%${escapeLike(filters.q)}%`;
    const digits = phoneSearchDigits(filters.q);
    if (digits) {
      // Phones are stored normalised (+385912345678): '091 234' must find them as staff type it.
      // A whole number in any form ('+385 091 234 5679') is also looked up as it is stored (E.164).
      parts.push(
        `(r.name ilike ? escape '\\' or r.phone ilike ? escape '\\' or regexp_replace(r.phone, '\\D', '', 'g') like ? or r.phone = ?)`,
      );
      params.push(like, like, `%${digits}%`, normalisePhone(filters.q));
    } else {
      parts.push(`(r.name ilike ? escape '\\' or r.phone ilike ? escape '\\')`);
      params.push(like, like);
    }
  }
  if (filters.status === undefined) parts.push(`r.status <> 'cancelled'`);
  else if (filters.status !== 'all') {
    parts.push('r.status = ?');
    params.push(filters.status);
  }
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

const ORDER = 'order by r.restaurant_id, r.start_at, r.id';

/** A reservations row as PostgreSQL answers it (timestamps as text). */
interface ReservationRow {
  id: number;
  restaurant_id: number;
  table_id: number;
  name: string;
  phone: string;
  email: string | null;
  start_at: string | Date;
  end_at: string | Date;
  guests: number;
  status: Reservation['status'];
  checked_in_at: string | Date | null;
  no_show_at: string | Date | null;
  cleared_at: string | Date | null;
  is_large_party: boolean;
  is_walk_in: boolean;
  notes: string | null;
  language: Reservation['language'];
  token: string;
  created_at: string | Date;
  updated_at: string | Date;
}

const date = (value: string | Date) => new Date(value);
const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * A row in the Reservation shape, read-only and not managed by the entity manager: the list and the export
 * only turn it into JSON, and hydrating every page as entities was most of the list's cost (see api/bench).
 */
const fromRow = (row: ReservationRow): Reservation => ({
  id: Number(row.id),
  restaurantId: Number(row.restaurant_id),
  tableId: Number(row.table_id),
  name: row.name,
  phone: row.phone,
  email: row.email,
  startAt: date(row.start_at),
  endAt: date(row.end_at),
  guests: row.guests,
  status: row.status,
  checkedInAt: dateOrNull(row.checked_in_at),
  noShowAt: dateOrNull(row.no_show_at),
  clearedAt: dateOrNull(row.cleared_at),
  isLargeParty: row.is_large_party,
  isWalkIn: row.is_walk_in,
  notes: row.notes,
  language: row.language,
  token: row.token,
  createdAt: date(row.created_at),
  updatedAt: date(row.updated_at),
});

/** One page of matches (restaurant, start, id order) and the total count; the rows are read-only. */
export async function findReservationPage(
  em: EntityManager,
  filters: TReservationExportQuery,
  scope: RestaurantScope,
  page: { offset: number; limit: number; withTotal: boolean },
): Promise<{ reservations: Reservation[]; total: number }> {
  const where = whereClause(filters, scope);
  const [countRow] = page.withTotal
    ? await em.execute<{ total: string }[]>(
        `select count(*) as total from reservations r ${where.sql}`,
        where.params,
      )
    : [];
  const rows = await em.execute<ReservationRow[]>(
    `select r.* from reservations r ${where.sql} ${ORDER} limit ? offset ?`,
    [...where.params, page.limit, page.offset],
  );
  return { reservations: rows.map(fromRow), total: Number(countRow?.total ?? 0) };
}

/**
 * One page as list rows (ZReservationListItem), for the list and the CSV export alike, with until when its
 * `pendingApproval` flags hold by the clock (see toListItemsAtNow).
 */
export async function findListItemPage(
  em: EntityManager,
  filters: TReservationExportQuery,
  scope: RestaurantScope,
  page: { offset: number; limit: number; withTotal: boolean },
  options: ListItemOptions = {},
): Promise<{ items: TReservationListItem[]; total: number; freshUntil: number | null }> {
  const { reservations, total } = await findReservationPage(em, filters, scope, page);
  return { ...(await toListItemsAtNow(em, reservations, options)), total };
}
