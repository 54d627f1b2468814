import type { EntityManager } from '@mikro-orm/postgresql';
import type { TReservationListItem } from '@stol/contracts';
import { ALL_TABLES_SQL, type DiningTable } from '../tables/table.entity';
import { GUEST_HISTORY_SQL, toGuestHistoryBrief, type GuestHistoryRow } from './guest-history';
import { toReservationJson } from './reservation.mapper';
import type { Reservation } from './reservation.entity';

interface RelatedRow {
  /** [reservation id, table id] per occupancy row, in row order (the main table's row comes first). */
  occupancy: [number, number][];
  /** [id, number, status] of every table involved (main and attached). */
  tables: [number, number, DiningTable['status']][];
  /** [id, name] of the restaurants. */
  restaurants: [number, string][];
  /** [reservation id, start in epoch ms] of every approval request still pending (its requested start, else the
   *  reservation's). */
  pending: [number, number][];
  /** The guest's history per reservation (GUEST_HISTORY_SQL), when asked for. */
  guests: GuestHistoryRow[];
}

export interface ListItemOptions {
  /** Add `guestHistory` to every row (default true; the CSV export has no column for it). */
  guestHistory?: boolean;
  /**
   * The clock's now: a request whose start has passed can no longer be approved and drops off the approvals list
   * (listApprovals), so it no longer marks its row `pendingApproval` either. Without it every pending request
   * counts (the answer of a write, replaced by the next list read).
   */
  now?: Date;
}

/** A cached list answer's `pendingApproval` flags still hold at `now` (freshUntil from toListItemsAtNow). */
export const pendingFlagsHold = (freshUntil: number | null, now: Date): boolean =>
  freshUntil === null || now.getTime() < freshUntil;

/** List rows and until when their `pendingApproval` flags hold (the earliest pending start still ahead). */
export interface ListItemsAtNow {
  items: TReservationListItem[];
  /** Epoch ms at which a row's flag turns false by the clock alone; null when none will. */
  freshUntil: number | null;
}

/**
 * What list rows add to reservations (tables held, table numbers, restaurant names), for a whole batch in
 * one round trip of plain values. The list is a hot admin read: three entity queries per page cost more
 * than the rest of the request (see api/bench). History: a deleted table still gives its number and the
 * lists and the CSV export show it (ALL_TABLES_SQL).
 */
async function loadRelated(
  em: EntityManager,
  reservations: Reservation[],
  withGuests: boolean,
): Promise<RelatedRow> {
  const ids = (values: Iterable<number>) => `{${[...new Set(values)].join(',')}}`;
  const [row] = await em.execute<RelatedRow[]>(
    `with occupancy as (
       select rt.id, rt.reservation_id, rt.table_id from reservation_tables rt
       where rt.reservation_id = any(?::int[])
     ),
     wanted as (select table_id as id from occupancy union select unnest(?::int[]))
     select
       coalesce((select json_agg(json_build_array(o.reservation_id, o.table_id) order by o.id) from occupancy o),
         '[]') as occupancy,
       coalesce((select json_agg(json_build_array(t.id, t.number, t.status))
                 from ${ALL_TABLES_SQL} t where t.id = any(array(select id from wanted))), '[]') as tables,
       coalesce((select json_agg(json_build_array(x.id, x.name)) from restaurants x where x.id = any(?::int[])),
         '[]') as restaurants,
       coalesce((select json_agg(json_build_array(a.reservation_id,
                   floor(extract(epoch from coalesce(a.requested_start_at, r.start_at)) * 1000)))
                 from reservation_approvals a join reservations r on r.id = a.reservation_id
                 where a.reservation_id = any(?::int[]) and a.status = 'pending'), '[]') as pending,
       ${
         withGuests
           ? `coalesce((select json_agg(json_build_array(h.id, h.visits, h.no_shows, h.cancellations, h.last_visit))
                        from (${GUEST_HISTORY_SQL}) h), '[]')`
           : `'[]'::json`
       } as guests`,
    [
      ids(reservations.map((r) => r.id)),
      ids(reservations.map((r) => r.tableId)),
      ids(reservations.map((r) => r.restaurantId)),
      ids(reservations.map((r) => r.id)),
      ...(withGuests ? [ids(reservations.map((r) => r.id))] : []),
    ],
  );
  return row!;
}

/**
 * Reservations as list rows (ZReservationListItem): main table, attached tables, restaurant and the guest's
 * history (issue 22 §2), in batch: one statement per page, whatever its length (no query per row).
 */
export async function toListItems(
  em: EntityManager,
  reservations: Reservation[],
  options: ListItemOptions = {},
): Promise<TReservationListItem[]> {
  return (await toListItemsAtNow(em, reservations, options)).items;
}

/** toListItems, and until when its answer holds by the clock (for answers cached under the change counter). */
export async function toListItemsAtNow(
  em: EntityManager,
  reservations: Reservation[],
  options: ListItemOptions = {},
): Promise<ListItemsAtNow> {
  if (reservations.length === 0) return { items: [], freshUntil: null };
  const withGuests = options.guestHistory ?? true;
  const related = await loadRelated(em, reservations, withGuests);
  const guests = new Map(related.guests.map((row) => [row[0], toGuestHistoryBrief(row)] as const));
  const tableIds = new Map<number, number[]>();
  for (const [reservationId, tableId] of related.occupancy) {
    tableIds.set(reservationId, [...(tableIds.get(reservationId) ?? []), tableId]);
  }
  const tables = new Map(related.tables.map(([id, number, status]) => [id, { number, status }] as const));
  const restaurants = new Map(related.restaurants);
  const now = options.now?.getTime() ?? -Infinity;
  const ahead = related.pending.filter(([, start]) => start > now);
  const pending = new Set(ahead.map(([id]) => id));
  const freshUntil = options.now && ahead.length ? Math.min(...ahead.map(([, start]) => start)) : null;
  const items = reservations.map((r): TReservationListItem => {
    const ids = tableIds.get(r.id) ?? [r.tableId];
    const main = tables.get(r.tableId);
    return {
      ...toReservationJson(r, ids),
      table: { id: r.tableId, number: main?.number ?? 0, status: main?.status ?? 'available' },
      tables: ids
        .filter((id) => id !== r.tableId)
        .map((id) => ({ tableId: id, number: tables.get(id)?.number ?? 0 })),
      restaurant: { id: r.restaurantId, name: restaurants.get(r.restaurantId) ?? '' },
      pendingApproval: pending.has(r.id),
      ...(withGuests ? { guestHistory: guests.get(r.id) } : {}),
    };
  });
  return { items, freshUntil };
}

export async function toListItem(em: EntityManager, reservation: Reservation): Promise<TReservationListItem> {
  return (await toListItems(em, [reservation]))[0]!;
}
