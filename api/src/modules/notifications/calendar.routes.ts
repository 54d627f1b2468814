import { bookingReference, ZGuestToken } from '@stol/contracts';
import { z } from 'zod';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { findGuestReservation } from '../guest-links/guest-reservation';
import { reservationIcs, reservationVars } from './compose';

const ZTokenParams = z.object({ token: ZGuestToken });

/**
 * The booking's calendar event by the guest's token ('Add to calendar' on the confirmation card, issue 23 §3):
 * the very event the confirmation email attaches (compose.ts reservationIcs, same UID), so adding both leaves
 * one entry. A cancelled booking answers its cancelled event. Like every guest link, a failed lookup counts
 * towards `tokenLookup`.
 */
export const calendarRoutes = [
  defineRoute({
    method: 'get',
    path: '/public/reservations/:token/calendar.ics',
    access: 'public',
    guestData: true,
    rateLimits: ['tokenLookup'],
    async handler(req, res, { em, deps }) {
      const { token } = parseOrFail(ZTokenParams, req.params);
      const { reservation, restaurant, tableNumber } = await findGuestReservation(em, token);
      const vars = reservationVars(reservation, restaurant, tableNumber, deps.config.messaging);
      const event = reservationIcs(reservation, restaurant, vars, reservation.status === 'cancelled');
      res.status(200);
      res.setHeader('Content-Type', event.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${bookingReference(reservation.id)}.ics"`);
      res.send(event.content);
    },
  }),
];
