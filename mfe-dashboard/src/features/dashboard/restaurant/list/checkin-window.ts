import {
  CHECK_IN_OPENS_BEFORE_MIN,
  EARLY_CHECK_IN_WARNING_MIN,
  isLive,
  type TReservationListItem,
} from '@stol/contracts';

type TWindowInput = Pick<TReservationListItem, 'date' | 'endDate' | 'status' | 'noShowAt' | 'checkedInAt'>;

/**
 * When the host stand offers Check in, Clear and No-show (the day view's rows and the kiosk's panel alike).
 * DESIGN §7: the server takes a check-in from 2 hours before the start until the end; it is offered then.
 */
export const canCheckIn = (r: TWindowInput, now: number) =>
  isLive(r) &&
  r.checkedInAt === null &&
  Date.parse(r.date) - now <= CHECK_IN_OPENS_BEFORE_MIN * 60_000 &&
  now < Date.parse(r.endDate);

/** More than 15 minutes before the start a check-in is asked about first (issue 19 §3). */
export const isEarlyCheckIn = (r: Pick<TReservationListItem, 'date'>, now: number) =>
  Date.parse(r.date) - now > EARLY_CHECK_IN_WARNING_MIN * 60_000;

/** A party not checked in whose start has passed may be marked a no-show (the server refuses it before). */
export const canMarkNoShow = (r: TWindowInput, now: number) =>
  isLive(r) && r.checkedInAt === null && Date.parse(r.date) <= now && now < Date.parse(r.endDate);

/** A seated party may be cleared whatever the clock: seated early, or staying past its end (issue 22 §3). */
export const canClear = (r: TWindowInput) => isLive(r) && r.checkedInAt !== null;
