import type { AppDeps } from '../../deps';
import { purgeExpiredHolds } from '../reservations/occupancy.writer';

/**
 * Expired holds are deleted by every booking of their tables before it writes; this sweep deletes the rest
 * once a minute, so cached availability (keyed by the occupancy version the delete bumps) stops showing a
 * table as being booked at most a minute after its hold ran out. One sweep across instances, like the
 * no-show sweep (queue policy `stately`).
 */
export const HOLD_SWEEP_JOB = 'hold-expiry-sweep';
export const HOLD_SWEEP_SECONDS = 60;

type Deps = Pick<AppDeps, 'orm' | 'clock' | 'jobs' | 'logger'>;

const queueSweep = (deps: Deps, delaySeconds: number) =>
  deps.jobs.schedule(
    null,
    HOLD_SWEEP_JOB,
    {},
    delaySeconds > 0 ? { runAt: new Date(deps.clock.now().getTime() + delaySeconds * 1000) } : {},
  );

export function registerHoldSweepJob(deps: Deps): void {
  deps.jobs.define<object>({
    name: HOLD_SWEEP_JOB,
    queue: { policy: 'stately', retryLimit: 2, retryDelay: 10 },
    async handler() {
      try {
        const purged = await purgeExpiredHolds(deps.orm.em.fork());
        if (purged) deps.logger.debug({ purged }, 'expired holds deleted');
      } finally {
        await queueSweep(deps, HOLD_SWEEP_SECONDS);
      }
    },
  });
}

export async function startHoldSweeps(deps: Deps): Promise<void> {
  await queueSweep(deps, 0);
}
