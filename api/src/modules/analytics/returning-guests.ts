import type { EntityManager } from '@mikro-orm/postgresql';
import {
  RETURNING_GUEST_MIN_VISITS,
  RETURNING_GUESTS_PAGE_SIZE,
  type TReturningGuests,
} from '@stol/contracts';
import { assertRestaurant } from './analytics-restaurant';
import { analyticsWindowParams, MAIN_SET_SQL, STARTED_IN_PERIOD_SQL } from './analytics-sql';

/**
 * Returning guests (guest spec §2.15): the main set of every started reservation, by phone (stored normalised,
 * E.164, by every booking path: modules/booking/phone.ts), 2 or more reservations; most visits first, then the
 * latest visit, then the phone (a stable page order). Identities are the distinct name/email pairs, the latest
 * used first; the first of them is the guest's current name and email.
 */
export const RETURNING_GUESTS_SQL = `
  with identities as (
    select r.phone, r.name, r.email, count(*)::int as visits,
      min(r.start_at) as first_at, max(r.start_at) as last_at, max(r.id) as last_id
    from reservations r
    where ${STARTED_IN_PERIOD_SQL} and ${MAIN_SET_SQL} and r.phone <> ''
    group by r.phone, r.name, r.email
  ),
  guests as (
    select phone, sum(visits)::int as visit_count, min(first_at) as first_visit, max(last_at) as last_visit,
      json_agg(json_build_object('name', name, 'email', email) order by last_at desc, last_id desc) as identities
    from identities
    group by phone
    having sum(visits) >= ${Number(RETURNING_GUEST_MIN_VISITS)}
  )
  select (select count(*) from guests)::int as total,
    coalesce((
      select json_agg(p order by p.visit_count desc, p.last_visit desc, p.phone)
      from (
        select * from guests order by visit_count desc, last_visit desc, phone limit ? offset ?
      ) p
    ), '[]'::json) as guests`;

interface ReturningGuestRow {
  phone: string;
  visit_count: number;
  first_visit: string;
  last_visit: string;
  identities: { name: string; email: string | null }[];
}

export async function returningGuests(
  em: EntityManager,
  restaurantId: number,
  page: number,
  now: Date,
): Promise<TReturningGuests> {
  await assertRestaurant(em, restaurantId);
  const [row] = await em.execute<{ total: number; guests: ReturningGuestRow[] }[]>(RETURNING_GUESTS_SQL, [
    ...analyticsWindowParams(restaurantId, 'all', now),
    RETURNING_GUESTS_PAGE_SIZE,
    (page - 1) * RETURNING_GUESTS_PAGE_SIZE,
  ]);
  return {
    guests: row!.guests.map((guest) => ({
      phone: guest.phone,
      name: guest.identities[0]!.name,
      email: guest.identities[0]!.email,
      visitCount: guest.visit_count,
      firstVisit: new Date(guest.first_visit).toISOString(),
      lastVisit: new Date(guest.last_visit).toISOString(),
      identities: guest.identities,
    })),
    page,
    pageSize: RETURNING_GUESTS_PAGE_SIZE,
    total: row!.total,
  };
}
