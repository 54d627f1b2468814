import { ZHoldRequest } from '@stol/contracts';
import { z } from 'zod';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { holdTable, releaseGuestHold } from './holds.service';

const ZHoldParams = z.object({ holdId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'holdId is not a hold') });

/** A guest's hold on a table while they book (issue 12 §2). Holding counts as a guest write (abuse limit). */
export const holdsRoutes = [
  defineRoute({
    method: 'post',
    path: '/public/holds',
    access: 'public',
    rateLimits: ['guestWrite'],
    async handler(req, res, { em, deps }) {
      const answer = await holdTable(em, parseOrFail(ZHoldRequest, req.body ?? {}), deps);
      res.status(201);
      return answer;
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/public/holds/:holdId',
    access: 'public',
    rateLimits: ['tokenLookup'],
    async handler(req, res, { em, deps }) {
      const { holdId } = parseOrFail(ZHoldParams, req.params);
      await releaseGuestHold(em, holdId, deps);
      res.status(204);
    },
  }),
];
