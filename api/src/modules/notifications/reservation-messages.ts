import type { EntityManager } from '@mikro-orm/postgresql';
import type { TLanguage, TMessageKind } from '@stol/contracts';
import type { AppDeps } from '../../deps';
import { enqueueMessage } from '../outbox/outbox';
import { Reservation } from '../reservations/reservation.entity';
import { Restaurant } from '../restaurants/restaurant.entity';
import { Review } from '../reviews/review.entity';
import { DiningTable } from '../tables/table.entity';
import { composeMessages, reservationIcs, reservationVars } from './compose';

export const REMINDER_JOB = 'reservation-reminder';
export const REVIEW_REQUEST_JOB = 'reservation-review-request';

/** What a visit job carries: the reservation and the start it was scheduled for (a reschedule makes it stale). */
export interface VisitJobData {
  reservationId: number;
  startAt: string;
}

type Deps = Pick<AppDeps, 'config' | 'clock' | 'jobs' | 'logger' | 'orm' | 'outbox'>;

/**
 * What the reservation flows tell the guest (issue 10 §3). Every method runs inside the caller's transaction:
 * the messages and jobs exist only if the change commits.
 */
export interface ReservationMessages {
  /** Booking confirmation (per enableEmailConfirmation / enableSmsConfirmation) and the visit jobs. */
  created(tx: EntityManager, reservation: Reservation): Promise<void>;
  /** New time: a notice with the updated calendar event, and the visit jobs for the new start. */
  rescheduled(tx: EntityManager, reservation: Reservation): Promise<void>;
  /** Cancel notice; the visit jobs find the reservation cancelled and send nothing. */
  cancelled(tx: EntityManager, reservation: Reservation): Promise<void>;
}

async function context(tx: EntityManager, reservation: Reservation) {
  const restaurant = await tx.findOneOrFail(Restaurant, { id: reservation.restaurantId });
  // A soft-deleted table still has its number (filters off: the booking is history).
  const table = await tx.findOne(DiningTable, { id: reservation.tableId }, { filters: false });
  const flags = restaurant.theme.featureFlags ?? {};
  return { restaurant, tableNumber: table?.number ?? '', flags };
}

async function writeNotice(
  tx: EntityManager,
  deps: Deps,
  reservation: Reservation,
  kind: TMessageKind,
  options: { channels?: { email: boolean; sms: boolean }; dedupeKey?: string; calendar?: boolean } = {},
): Promise<number> {
  const { restaurant, tableNumber, flags } = await context(tx, reservation);
  const channels = options.channels ?? {
    email: Boolean(flags.enableEmailConfirmation),
    sms: Boolean(flags.enableSmsConfirmation),
  };
  if (!channels.email && !channels.sms) return 0;
  const vars = reservationVars(reservation, restaurant, tableNumber, deps.config.messaging);
  const messages = composeMessages({
    kind,
    language: reservation.language as TLanguage,
    vars,
    theme: restaurant.theme,
    email: reservation.email,
    phone: reservation.phone,
    channels,
    attachments: options.calendar
      ? [reservationIcs(reservation, restaurant, vars, kind === 'cancellation')]
      : [],
    reservationId: reservation.id,
    restaurantId: restaurant.id,
    ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
  });
  let written = 0;
  for (const message of messages) {
    if (await enqueueMessage(tx, message, deps.clock.now())) written++;
  }
  return written;
}

async function scheduleVisitJobs(tx: EntityManager, deps: Deps, reservation: Reservation): Promise<void> {
  const startAt = reservation.startAt.toISOString();
  const data: VisitJobData = { reservationId: reservation.id, startAt };
  const now = deps.clock.now().getTime();
  const { reminderHoursBefore, reviewRequestHoursAfter } = deps.config.messaging;
  const remindAt = new Date(reservation.startAt.getTime() - reminderHoursBefore * 3_600_000);
  // Booked inside the reminder window: the confirmation is the reminder.
  if (remindAt.getTime() > now) {
    await deps.jobs.schedule(tx, REMINDER_JOB, data, {
      runAt: remindAt,
      singletonKey: `reminder:${reservation.id}:${startAt}`,
    });
  }
  await deps.jobs.schedule(tx, REVIEW_REQUEST_JOB, data, {
    runAt: new Date(reservation.endAt.getTime() + reviewRequestHoursAfter * 3_600_000),
    singletonKey: `review:${reservation.id}:${startAt}`,
  });
}

export interface ReservationMessageOptions {
  /**
   * The guest booked themselves (POST /reserve, issue 23 §3): without an email address the confirmation goes by
   * SMS whatever enableSmsConfirmation says, so every guest gets the manage link. A host's phone booking keeps
   * the restaurant's flags.
   */
  smsWithoutEmail?: boolean;
}

export function reservationMessages(
  deps: Deps,
  options: ReservationMessageOptions = {},
): ReservationMessages {
  return {
    async created(tx, reservation) {
      const { flags } = await context(tx, reservation);
      await writeNotice(tx, deps, reservation, 'confirmation', {
        calendar: true,
        dedupeKey: `confirmation:${reservation.id}`,
        channels: {
          email: Boolean(flags.enableEmailConfirmation),
          sms:
            Boolean(flags.enableSmsConfirmation) || (options.smsWithoutEmail === true && !reservation.email),
        },
      });
      await scheduleVisitJobs(tx, deps, reservation);
    },
    async rescheduled(tx, reservation) {
      await writeNotice(tx, deps, reservation, 'modification', { calendar: true });
      await scheduleVisitJobs(tx, deps, reservation);
    },
    async cancelled(tx, reservation) {
      await writeNotice(tx, deps, reservation, 'cancellation', {
        dedupeKey: `cancellation:${reservation.id}`,
      });
    },
  };
}

/**
 * The visit jobs check the reservation when they run, so a reschedule (a new job for the new start) and a cancel
 * need no hunting for old jobs: a job whose reservation is gone, cancelled, a no-show or moved to another start
 * sends nothing. Each message has a dedupe key, so a job retried after a crash does not send twice.
 */
export function registerReservationJobs(deps: Deps): void {
  const run = async (data: VisitJobData, kind: 'reminder' | 'review_request') => {
    let written = 0;
    await deps.orm.em.fork().transactional(async (tx) => {
      const reservation = await tx.findOne(Reservation, { id: data.reservationId });
      if (!reservation || reservation.startAt.toISOString() !== data.startAt) return;
      const { flags } = await context(tx, reservation);
      if (kind === 'reminder') {
        if (reservation.status !== 'confirmed' || reservation.checkedInAt) return;
        written = await writeNotice(tx, deps, reservation, 'reminder', {
          channels: { email: Boolean(flags.enableEmailReminders), sms: Boolean(flags.enableSmsReminders) },
          dedupeKey: `reminder:${reservation.id}:${data.startAt}`,
        });
      } else {
        const visited =
          reservation.status === 'cleared' || (reservation.status === 'confirmed' && !reservation.noShowAt);
        if (!visited || !flags.enableReviewRequests) return;
        if (await tx.count(Review, { reservationId: reservation.id })) return;
        written = await writeNotice(tx, deps, reservation, 'review_request', {
          // By email when the guest left one, else by SMS.
          channels: { email: Boolean(reservation.email), sms: !reservation.email },
          dedupeKey: `review:${reservation.id}`,
        });
      }
    });
    if (written) deps.outbox.kick();
  };
  const queue = { retryLimit: 5, retryDelay: 30, retryBackoff: true };
  deps.jobs.define<VisitJobData>({ name: REMINDER_JOB, queue, handler: (data) => run(data, 'reminder') });
  deps.jobs.define<VisitJobData>({
    name: REVIEW_REQUEST_JOB,
    queue,
    handler: (data) => run(data, 'review_request'),
  });
}
