import { ZHoldId, ZHoldRequest } from '@stol/contracts';
import { z } from 'zod';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { clientIp } from '../../http/rate-limiter';
import { assertHuman } from '../bot-check/bot-check';
import { holdClientOf, holdTable, releaseGuestHold } from './holds.service';

const ZHoldParams = z.object({ holdId: ZHoldId });

/**
 * A guest's hold on a table while they book (issue 12 §2). Holding counts as a guest write (abuse limit), needs
 * the bot check's proof, and one client keeps at most HOLDS_PER_CLIENT live holds (issue 19 §11).
 */
export const holdsRoutes = [
  defineRoute({
    method: 'post',
    path: '/public/holds',
    access: 'public',
    rateLimits: ['guestWrite'],
    async handler(req, res, ctx) {
      const { em, deps } = ctx;
      const input = parseOrFail(ZHoldRequest, req.body ?? {});
      // A hold keeps a table from everyone: it needs the bot check's proof (issue 19 §11), spent by this attempt.
      await assertHuman(req, input, ctx);
      const answer = await holdTable(em, input, {
        clock: deps.clock,
        realtime: deps.realtime,
        client: holdClientOf(clientIp(req)),
        holdsPerClient: deps.config.holdsPerClient,
      });
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
