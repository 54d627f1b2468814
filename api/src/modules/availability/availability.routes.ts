import { ZAvailabilityQuery } from '@stol/contracts';
import { authenticateIfPresent } from '../../http/authenticate';
import { parseOrFail } from '../../http/parse-body';
import { canAccessRestaurant } from '../../http/tenancy';
import { defineRoute } from '../../http/route-registry';
import { availabilityJson } from './availability-json';
import { computeAvailability } from './availability.service';
import { selfVersionedJson, sendCachedJson } from './occupancy-cache';
import { ownHoldPeriods, ownReservationOf } from './own-hold';

/**
 * The instants the clock changes an answer at (slot starts, booking-window edges: clockEdgesOf) and how many of
 * them lie before `now`: the only way the clock changes an answer.
 */
const countPast = (edges: number[], now: Date) => edges.filter((edge) => edge < now.getTime()).length;

export const availabilityRoutes = [
  // Public: the guest site's slot picker; the back office reads the same answer (with reasons) for staff.
  defineRoute({
    method: 'get',
    path: '/public/availability',
    access: 'public',
    async handler(req, res, { em, deps }) {
      const query = parseOrFail(ZAvailabilityQuery, req.query);
      const now = deps.clock.now();
      // The asker's own live hold blocks nothing for them (issue 19 §8): that answer is theirs alone, computed
      // afresh and never cached (the shared cache holds everyone's answers). A hold that is gone changes nothing.
      const ownHold = query.holdId ? await ownHoldPeriods(em, query.restaurantId, query.holdId) : [];
      // Likewise the guest's own booking while they move it (issue 23 §4).
      const ownReservationId = query.reservationToken
        ? await ownReservationOf(em, query.restaurantId, query.reservationToken)
        : undefined;
      // The restaurant's own staff book outside the guests' booking window (issue 24 §1): their answer says so,
      // and is theirs alone like the above.
      const user = await authenticateIfPresent(req, deps, em);
      const staff = user !== null && canAccessRestaurant(user, query.restaurantId);
      if (ownHold.length > 0 || ownReservationId !== undefined || staff) {
        const { answer } = await computeAvailability(em, {
          restaurantId: query.restaurantId,
          dateKey: query.date,
          tableId: query.tableId,
          guests: query.guests,
          now,
          ownHold,
          ownReservationId,
          staff,
        });
        res.setHeader('Cache-Control', 'private, no-store');
        sendCachedJson(res, { body: Buffer.from(availabilityJson(answer)) });
        return;
      }
      // Cached while the restaurant's data is unchanged and no further slot has started (it turns 'past').
      const answer = await selfVersionedJson(
        em,
        'availability',
        query.restaurantId,
        `${query.date}|${query.tableId ?? ''}|${query.guests ?? ''}`,
        async () => {
          const { answer, version, clockEdges } = await computeAvailability(em, {
            restaurantId: query.restaurantId,
            dateKey: query.date,
            tableId: query.tableId,
            guests: query.guests,
            now,
          });
          const meta = { starts: clockEdges, past: countPast(clockEdges, now) };
          return { json: availabilityJson(answer), meta, version };
        },
        (meta) => countPast(meta.starts, now) === meta.past,
      );
      sendCachedJson(res, answer);
    },
  }),
];
