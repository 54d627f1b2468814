import type { Response } from 'express';
import type { AuthedContext } from '../../http/route-registry';
import { sendCachedJson, versionedJson } from '../availability/occupancy-cache';

/**
 * Analytics answers are cached like the public day reads (availability/occupancy-cache.ts): JSON in memory
 * under the restaurant's change counter, which triggers bump on every write to its reservations, their tables
 * and its tables, so an answer is never behind a write. Analytics also move with the clock (a reservation
 * starts, the 7- and 30-day windows slide), so an answer is kept only within the minute of `now` it was
 * computed for: at most one minute behind the clock.
 *
 * ANALYTICS_CACHE=off (config.analyticsCache false) computes every answer: the bench's cold figures run an API
 * with it, so both the cached and the computing cost are reported honestly. Not a request header: a client must
 * not be able to make the API do the work on every call.
 */
export async function sendAnalyticsAnswer<T>(
  res: Response,
  ctx: AuthedContext,
  route: string,
  restaurantId: number,
  key: string,
  compute: (now: Date) => Promise<T>,
): Promise<T | undefined> {
  const now = ctx.deps.clock.now();
  if (!ctx.deps.config.analyticsCache) return compute(now);
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = await versionedJson(
    ctx.em,
    'analytics',
    restaurantId,
    `${route}|${key}`,
    async () => ({ value: await compute(now), meta: minute }),
    (computedFor) => computedFor === minute,
  );
  sendCachedJson(res, cached);
  return undefined;
}
