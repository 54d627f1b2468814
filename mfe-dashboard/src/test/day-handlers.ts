import { http, HttpResponse } from 'msw';
import type { TMessage, TReservationListItem, TTable, TWaitlistEntry } from '@stol/contracts';
import { API } from '@stol/platform/testing';
import { aGuestSummary, aRestaurant, listResponse } from './day-fixtures';

/**
 * The calls the restaurant dashboard makes on load, answered with the given day: counts, today's
 * reservations, the tables, the restaurant (floor plan), each reservation's messages and (hosts only) the
 * waitlist.
 */
export function dayHandlers({
  reservations = [],
  tables = [],
  messages = [],
  waitlist = [],
}: {
  reservations?: TReservationListItem[] | (() => TReservationListItem[]);
  tables?: TTable[] | (() => TTable[]);
  messages?: TMessage[];
  waitlist?: TWaitlistEntry[] | (() => TWaitlistEntry[]);
} = {}) {
  const list = () => (typeof reservations === 'function' ? reservations() : reservations);
  return [
    http.get(`${API}/admin/stats`, () =>
      HttpResponse.json({ reservationsToday: 4, reservationsThisWeek: 19 }),
    ),
    http.get(`${API}/reservations`, () => HttpResponse.json(listResponse(list()))),
    http.get(`${API}/reservations/day`, () => HttpResponse.json({ reservations: list() })),
    http.get(`${API}/reservations/:id/guest`, ({ params }) =>
      HttpResponse.json(aGuestSummary(list().find((r) => r.id === Number(params.id)))),
    ),
    http.get(`${API}/tables`, () => HttpResponse.json(typeof tables === 'function' ? tables() : tables)),
    http.get(`${API}/restaurants/:id`, () => HttpResponse.json(aRestaurant())),
    http.get(`${API}/reservations/:id/messages`, () => HttpResponse.json({ messages })),
    // Hosts' day views show the large-party panel: none pending unless a test says otherwise.
    http.get(`${API}/admin/large-party`, () => HttpResponse.json({ requests: [] })),
    http.get(`${API}/waitlist`, () =>
      HttpResponse.json({ entries: typeof waitlist === 'function' ? waitlist() : waitlist }),
    ),
  ];
}
