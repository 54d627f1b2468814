import {
  LARGE_PARTY_MESSAGES,
  ZPublicLargePartyRequest,
  type TPublicLargePartyResponse,
} from '@stol/contracts';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
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
    async handler(req, res, { em, deps }): Promise<TPublicLargePartyResponse> {
      const body = parseOrFail(ZPublicLargePartyRequest, req.body ?? {});
      // HOOK (issue 12 §2): the bot check (ALTCHA / reCAPTCHA on body.recaptchaToken) and, when the restaurant
      // requires it, the OTP proof go here, before anything is written.
      const request = await createPublicLargeParty(em, body, deps);
      res.status(201);
      return { message: localized(req, LARGE_PARTY_MESSAGES.requestSent), request };
    },
  }),
];
