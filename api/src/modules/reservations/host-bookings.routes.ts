import { ROLES, ZCreateReservationRequest } from '@stol/contracts';
import { idParam } from '../../http/id-param';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { reservationMessages } from '../notifications/reservation-messages';
import { bookTable } from '../booking/book-table';
import { guestSummary } from './guest-history';
import { toListItem } from './reservation-item';
import { reservationRestaurant } from './reservations.routes';

/** The host stand's own calls (issue 22 §1, §2): a phone booking, and who the guest behind a reservation is. */
export const hostBookingRoutes = [
  // Answering the phone is every role's job, staff included; the body names the restaurant (its tenant scope).
  // The booking engine of POST /reserve without the guest's checks (bot check, hold, verified code); the back office
  // may book a table smaller than the party with `allowOverCapacity`. A retry with the same Idempotency-Key books once.
  defineRoute({
    method: 'post',
    path: '/reservations',
    access: {
      roles: ROLES,
      scope: 'restaurant',
      restaurant: (req) => parseOrFail(ZCreateReservationRequest, req.body ?? {}).restaurantId,
    },
    idempotent: true,
    async handler(req, res, { em, deps }) {
      const input = parseOrFail(ZCreateReservationRequest, req.body ?? {});
      const { reservation } = await bookTable(
        em,
        input,
        { allowOverCapacity: input.allowOverCapacity ?? false },
        { clock: deps.clock, realtime: deps.realtime, messages: reservationMessages(deps) },
      );
      deps.outbox.kick();
      res.status(201);
      return { reservation: await toListItem(em.fork(), reservation) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/reservations/:id/guest',
    access: { roles: ROLES, scope: 'restaurant', restaurant: reservationRestaurant },
    handler: (req, _res, { em }) => guestSummary(em, idParam(req)),
  }),
];
