import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApprovalConflict, TApprovalMoveSuggestion, TReservationListItem } from '@stol/contracts';
import { heldOccupancySql } from '../availability/occupancy.repository';
import { ALL_TABLES_SQL, LIVE_TABLES_SQL } from '../tables/table.entity';
import { getRestaurantOrFail } from '../restaurants/restaurants.service';
import {
  blockingBookings,
  requestedHold,
  requestingBooking,
  type RequestedHold,
} from './approval-conflicts';
import type { ReservationApproval } from './reservation-approval.entity';

interface CandidateRow {
  reservation_id: number;
  guests: number;
  held_from: Date | string;
  held_to: Date | string;
  table_id: number | null;
  table_number: number | null;
}

/**
 * Per blocking booking, its party size, its stay as a move would hold it ([start, end + the restaurant's buffer))
 * and the tables that could take it, best first: live, not in maintenance, not one the request wants, seating
 * its party, free for that whole stay (its own rows, on every table it holds, do not count: a move leaves them).
 * Best = the same seats as it holds now first, then the smallest, then the lowest number. One statement over the
 * occupancy index, as availability asks it; no day is loaded.
 */
const CANDIDATES_SQL = `
  with b as (
    select res.id, res.restaurant_id, res.guests, res.start_at,
           res.end_at + make_interval(mins => r.buffer_min) as held_to,
           (select coalesce(sum(own_t.seats), 0) from reservation_tables own
              join ${ALL_TABLES_SQL} own_t on own_t.id = own.table_id
            where own.reservation_id = res.id) as size
    from reservations res join restaurants r on r.id = res.restaurant_id
    where res.id = any(?::int[])
  )
  select b.id as reservation_id, b.guests, b.start_at as held_from, b.held_to,
         c.id as table_id, c.number as table_number
  from b left join lateral (
    select t.id, t.number,
           row_number() over (order by (t.seats = b.size) desc, t.seats, t.number) as rank
    from ${LIVE_TABLES_SQL} t
    where t.restaurant_id = b.restaurant_id and t.status <> 'maintenance' and t.seats >= b.guests
      and t.id <> all(?::int[])
      and not exists (select 1 ${heldOccupancySql({ restaurantId: 'b.restaurant_id', from: 'b.start_at', to: 'b.held_to' })}
                      and rt.table_id = t.id and rt.reservation_id is distinct from b.id)
  ) c on true
  order by b.id, c.rank`;

interface Candidates {
  guests: number;
  from: number;
  to: number;
  tables: TApprovalMoveSuggestion[];
}

async function candidatesFor(
  em: EntityManager,
  reservationIds: number[],
  hold: RequestedHold,
): Promise<Map<number, Candidates>> {
  const rows = await em.execute<CandidateRow[]>(CANDIDATES_SQL, [
    `{${reservationIds.join(',')}}`,
    `{${hold.tableIds.join(',')}}`,
  ]);
  const byBooking = new Map<number, Candidates>();
  for (const row of rows) {
    const id = Number(row.reservation_id);
    let entry = byBooking.get(id);
    if (!entry) {
      entry = {
        guests: Number(row.guests),
        from: new Date(row.held_from).getTime(),
        to: new Date(row.held_to).getTime(),
        tables: [],
      };
      byBooking.set(id, entry);
    }
    if (row.table_id !== null)
      entry.tables.push({ tableId: Number(row.table_id), tableNumber: Number(row.table_number) });
  }
  return byBooking;
}

/**
 * The way out of each conflict of a pending request (issue 22 §6): the blocking booking's party size and a free
 * table to move it to first (`suggestedMove`, null when none is free). Two bookings in the way at overlapping
 * times are never offered the same table, so approving with every suggestion can succeed. A booking listed once
 * per table it blocks gets the same suggestion each time.
 */
export async function withSuggestedMoves(
  em: EntityManager,
  conflicts: TApprovalConflict[],
  hold: RequestedHold,
): Promise<TApprovalConflict[]> {
  if (conflicts.length === 0) return conflicts;
  const ids = [...new Set(conflicts.map((c) => c.reservationId))];
  const candidates = await candidatesFor(em, ids, hold);
  const chosen = new Map<number, TApprovalMoveSuggestion | null>();
  const taken: { tableId: number; from: number; to: number }[] = [];
  for (const id of ids) {
    const entry = candidates.get(id);
    const pick = entry?.tables.find(
      (table) => !taken.some((t) => t.tableId === table.tableId && t.from < entry.to && entry.from < t.to),
    );
    if (entry && pick) taken.push({ tableId: pick.tableId, from: entry.from, to: entry.to });
    chosen.set(id, pick ?? null);
  }
  return conflicts.map((conflict) => {
    const guests = candidates.get(conflict.reservationId)?.guests;
    return {
      ...conflict,
      ...(guests !== undefined ? { guests } : {}),
      suggestedMove: chosen.get(conflict.reservationId) ?? null,
    };
  });
}

/**
 * A pending request's conflicts with the way out of each: what the approvals list shows and what the 202 of a
 * conflicting edit answers, so the requester sees the same way out the manager will.
 */
export async function conflictsWithWayOut(
  em: EntityManager,
  approval: ReservationApproval,
  reservation: TReservationListItem,
): Promise<TApprovalConflict[]> {
  const { bufferMin } = await getRestaurantOrFail(em, reservation.restaurantId);
  const hold = requestedHold(approval, requestingBooking(reservation), bufferMin);
  return withSuggestedMoves(em, await blockingBookings(em, approval, reservation), hold);
}
