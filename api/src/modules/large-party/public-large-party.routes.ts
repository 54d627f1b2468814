import {
  LARGE_PARTY_MESSAGES,
  ZPublicLargePartyRequest,
  type TPublicLargePartyResponse,
} from '@stol/contracts';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { assertHuman } from '../bot-check/bot-check';
import { localized } from '../waitlist/waitlist.routes';
import { createPublicLargeParty } from './public-large-party.service';

/**
 * The guest site's large-party request (guest spec §7.1): public, counted by the guest-write limit. A guest
 * retrying (a lost answer, a double click) with the same Idempotency-Key makes one request, as with /reserve.
 */
export const publicLargePartyRoutes = [
  defineRoute({
    method: 'post',
    path: '/public/large-party',
    access: 'public',
    idempotent: true,
    rateLimits: ['guestWrite'],
    async handler(req, res, ctx): Promise<TPublicLargePartyResponse> {
      const { em, deps } = ctx;
      const body = parseOrFail(ZPublicLargePartyRequest, req.body ?? {});
      // The bot check (issue 12 §2) before anything is written.
      await assertHuman(req, body, ctx);
      const request = await createPublicLargeParty(em, body, deps);
      res.status(201);
      return { message: localized(req, LARGE_PARTY_MESSAGES.requestSent), request };
    },
  }),
];
