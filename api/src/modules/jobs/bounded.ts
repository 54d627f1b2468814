/**
 * Runs `work` on every item, at most `limit` at a time, and answers each outcome in the items' order (a failure
 * is that item's outcome, never the others'). Timed work comes in batches (a thousand reminders for one evening):
 * one at a time is too slow, all at once would take every database connection from the requests.
 */
export async function settleBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

/**
 * How many pieces of background work may hold a database connection at once: the configured number, but always
 * leaving connections of the pool to the requests (embedded PGlite has one connection: one at a time).
 */
export const backgroundConcurrency = (configured: number, poolMax: number): number =>
  Math.max(1, Math.min(configured, poolMax - 2));
