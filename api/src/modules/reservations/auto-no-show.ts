import type { AppDeps } from '../../deps';
import { announceNoShows, markNoShowRows } from './no-show.transition';

/**
 * Automatic no-show (issue 11 §1): a confirmed reservation whose guests have not checked in by its start plus the
 * restaurant's `noShowGraceMin` becomes a no-show (status no_show, noShowAt set), its tables are released, and
 * `reservation.no_show` goes to the restaurant's room.
 *
 * A sweep on the job queue (pg-boss), once across API instances: the queue's `stately` policy keeps at most one
 * sweep queued and one running, every instance offers the first one when it starts (the others' offers are
 * dropped while one is queued), and each sweep queues the next one SWEEP_SECONDS later. The marking is the
 * transition the host's 'No-show' uses (no-show.transition.ts), one UPDATE … RETURNING: a second sweep racing it
 * (a restart, a retry) waits for its row locks, then finds the rows no longer confirmed and returns nothing, so
 * a reservation is marked and announced once.
 */
export const NO_SHOW_SWEEP_JOB = 'reservation-no-show-sweep';
export const NO_SHOW_SWEEP_SECONDS = 60;
/** Older bookings are history: the sweep does not rewrite a day long gone (e.g. data from before it existed). */
const LOOK_BACK_MS = 24 * 3_600_000;

type Deps = Pick<AppDeps, 'orm' | 'clock' | 'realtime' | 'jobs' | 'logger'>;

/** Marks the overdue reservations (see above) in one transaction, then announces each. Returns their ids. */
export async function markNoShows(deps: Pick<Deps, 'orm' | 'clock' | 'realtime'>): Promise<number[]> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const marked = await deps.orm.em
    .fork()
    .transactional((tx) => markNoShowRows(tx, { overdueAt: now, since }, now));
  announceNoShows(deps.realtime, marked);
  return marked.map((row) => row.id);
}

/** Queues the next sweep (dropped by the queue when one is already waiting). */
const queueSweep = (deps: Deps, delaySeconds: number) =>
  deps.jobs.schedule(
    null,
    NO_SHOW_SWEEP_JOB,
    {},
    delaySeconds > 0 ? { runAt: new Date(deps.clock.now().getTime() + delaySeconds * 1000) } : {},
  );

/** Registers the sweep job (buildDeps); the first sweep is offered by startNoShowSweeps once the queue runs. */
export function registerNoShowJob(deps: Deps): void {
  deps.jobs.define<object>({
    name: NO_SHOW_SWEEP_JOB,
    queue: { policy: 'stately', retryLimit: 2, retryDelay: 10 },
    async handler() {
      try {
        const ids = await markNoShows(deps);
        if (ids.length) deps.logger.info({ reservations: ids }, 'marked no-shows');
      } finally {
        await queueSweep(deps, NO_SHOW_SWEEP_SECONDS);
      }
    },
  });
}

/** Offers the first sweep now (startBackgroundWork, on every instance). */
export async function startNoShowSweeps(deps: Deps): Promise<void> {
  await queueSweep(deps, 0);
}
