import { GUEST_LINK_MESSAGES, ZGuestToken, ZReviewSubmit } from '@stol/contracts';
import { z } from 'zod';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { reviewView, submitReview } from './reviews.service';

const ZTokenParams = z.object({ token: ZGuestToken });

/** The review link of a visit (guest spec §2.6, §7.1). */
export const reviewsRoutes = [
  defineRoute({
    method: 'get',
    path: '/public/reviews/:token',
    access: 'public',
    guestData: true,
    rateLimits: ['tokenLookup'],
    async handler(req, _res, { em, deps }) {
      const { token } = parseOrFail(ZTokenParams, req.params);
      return reviewView(em, token, deps.clock.now());
    },
  }),
  defineRoute({
    method: 'post',
    path: '/public/reviews/submit',
    access: 'public',
    guestData: true,
    rateLimits: ['guestWrite', 'tokenLookup'],
    async handler(req, res, { em, deps }) {
      await submitReview(em, parseOrFail(ZReviewSubmit, req.body ?? {}), deps.clock.now());
      res.status(201);
      return { message: GUEST_LINK_MESSAGES.reviewThanks };
    },
  }),
];
