import type { EntityManager } from '@mikro-orm/postgresql';
import type { TGuestHistoryBrief, TGuestSummary } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { NO_SHOW_SQL } from '../reports/report-sql';
import { LIFECYCLE_MESSAGES } from '@stol/contracts';

/**
 * Who the guest behind a phone is at a restaurant (issue 22 §2; contracts ZGuestHistoryBrief): counted over the
 * restaurant's other reservations with the same E.164 phone (walk-ins without a phone never match). Over
 * `reservations r` (the others) against `p` (the reservation asked about).
 */

/** An honoured stay: the guest came (checked in, or the table was cleared), and it was not undone. */
const HONOURED_SQL = `(r.status = 'cleared' or (r.status = 'confirmed' and r.checked_in_at is not null))`;
const EARLIER_SQL = `r.start_at < p.start_at`;

/**
 * The brief of each reservation in `p.id = any(?::int[])`, one row per id, in one grouped join: one range of
 * reservations_restaurant_id_phone_index per row (its INCLUDE columns are what the counts read).
 */
export const GUEST_HISTORY_SQL = `
  select p.id,
    (count(r.id) filter (where ${EARLIER_SQL} and ${HONOURED_SQL}))::int as visits,
    (count(r.id) filter (where r.status <> 'cancelled' and ${NO_SHOW_SQL}))::int as no_shows,
    (count(r.id) filter (where r.status = 'cancelled'))::int as cancellations,
    max(r.start_at) filter (where ${EARLIER_SQL} and ${HONOURED_SQL}) as last_visit
  from reservations p
  left join reservations r
    on r.restaurant_id = p.restaurant_id and r.phone = p.phone and r.id <> p.id and p.phone <> ''
  where p.id = any(?::int[])
  group by p.id`;

/** A GUEST_HISTORY_SQL row as JSON carries it: [id, visits, noShows, cancellations, lastVisit]. */
export type GuestHistoryRow = [number, number, number, number, string | null];

export const toGuestHistoryBrief = ([, visits, noShows, cancellations, lastVisit]: GuestHistoryRow) => ({
  visits,
  noShows,
  cancellations,
  lastVisit: lastVisit === null ? null : new Date(lastVisit).toISOString(),
});

/** How many earlier notes the guest summary carries (newest first). */
const EARLIER_NOTES_LIMIT = 10;

interface SummaryRow {
  phone: string;
  name: string;
  history: GuestHistoryRow;
  reservations: number;
  earlier_notes: { reservationId: number; date: string; notes: string }[];
}

/**
 * GET /reservations/{id}/guest: the brief, the guest's phone and name on this reservation, how many reservations
 * the phone has here (this one and cancelled ones included), and the notes of the earlier ones (any status: an
 * allergy written for a cancelled booking still matters), newest first. One statement.
 */
export async function guestSummary(em: EntityManager, reservationId: number): Promise<TGuestSummary> {
  const [row] = await em.execute<SummaryRow[]>(
    `select p.phone, p.name,
       (select json_build_array(h.id, h.visits, h.no_shows, h.cancellations, h.last_visit)
          from (${GUEST_HISTORY_SQL}) h) as history,
       (select count(*) from reservations r
          where r.restaurant_id = p.restaurant_id and (r.id = p.id or (p.phone <> '' and r.phone = p.phone)))::int
         as reservations,
       coalesce((select json_agg(json_build_object('reservationId', e.id, 'date', e.start_at, 'notes', e.notes)
                   order by e.start_at desc, e.id desc)
                 from (select r.id, r.start_at, r.notes from reservations r
                       where r.restaurant_id = p.restaurant_id and r.phone = p.phone and p.phone <> ''
                         and r.id <> p.id and ${EARLIER_SQL} and r.notes is not null
                       order by r.start_at desc, r.id desc limit ${EARLIER_NOTES_LIMIT}) e), '[]') as earlier_notes
     from reservations p where p.id = ?`,
    [`{${reservationId}}`, reservationId],
  );
  if (!row) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.reservationNotFound);
  const brief: TGuestHistoryBrief = toGuestHistoryBrief(row.history);
  return {
    ...brief,
    phone: row.phone,
    name: row.name,
    reservations: row.reservations,
    earlierNotes: row.earlier_notes.map((n) => ({
      reservationId: Number(n.reservationId),
      date: new Date(n.date).toISOString(),
      notes: n.notes,
    })),
  };
}
