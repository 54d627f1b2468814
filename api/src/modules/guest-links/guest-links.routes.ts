import { ZGuestModifyRequest, ZGuestToken, ZGuestTokenBody } from '@stol/contracts';
import { z } from 'zod';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { reservationMessages } from '../notifications/reservation-messages';
import { cancelByGuest } from './guest-changes.service';
import { modifyByGuest } from './guest-modify.service';
import { findGuestReservation, toGuestView } from './guest-reservation';

const ZTokenParams = z.object({ token: ZGuestToken });

/**
 * The guest's link (guest spec §2.5, §2.7, §7.1): look up, cancel, reschedule. The token is the key, so a
 * failed lookup counts towards `tokenLookup` (guessing stays slow; a guest opening their own link is never
 * limited).
 */
export const guestLinkRoutes = [
  defineRoute({
    method: 'get',
    path: '/public/reservations/:token',
    access: 'public',
    guestData: true,
    rateLimits: ['tokenLookup'],
    async handler(req, _res, { em, deps }) {
      const { token } = parseOrFail(ZTokenParams, req.params);
      return toGuestView(await findGuestReservation(em, token), deps.clock.now());
    },
  }),
  // Two spellings of one call (§7.1): the cancel screen uses the first, the modify screen the second.
  ...(['/public/reservations/cancel', '/public/cancel-by-token'] as const).map((path) =>
    defineRoute({
      method: 'post',
      path,
      access: 'public',
      guestData: true,
      rateLimits: ['tokenLookup'],
      async handler(req, _res, { em, deps }) {
        const { token } = parseOrFail(ZGuestTokenBody, req.body ?? {});
        const answer = await cancelByGuest(em, token, {
          clock: deps.clock,
          realtime: deps.realtime,
          messages: reservationMessages(deps),
        });
        deps.outbox.kick();
        return answer;
      },
    }),
  ),
  defineRoute({
    method: 'post',
    path: '/public/reservations/modify',
    access: 'public',
    guestData: true,
    rateLimits: ['tokenLookup'],
    async handler(req, _res, { em, deps }) {
      const answer = await modifyByGuest(em, parseOrFail(ZGuestModifyRequest, req.body ?? {}), {
        clock: deps.clock,
        realtime: deps.realtime,
        messages: reservationMessages(deps),
      });
      deps.outbox.kick();
      return answer;
    },
  }),
];
