import {
  CHECK_IN_OPENS_BEFORE_MIN,
  EARLY_CHECK_IN_WARNING_MIN,
  isLive,
  type TReservationListItem,
} from '@stol/contracts';

type TWindowInput = Pick<TReservationListItem, 'date' | 'endDate' | 'status' | 'noShowAt' | 'checkedInAt'>;

/** DESIGN §7: the server takes a check-in from 2 hours before the start until the end; the kiosk offers it then. */
export const canCheckIn = (r: TWindowInput, now: number) =>
  isLive(r) &&
  r.checkedInAt === null &&
  Date.parse(r.date) - now <= CHECK_IN_OPENS_BEFORE_MIN * 60_000 &&
  now < Date.parse(r.endDate);

/** More than 15 minutes before the start a check-in is asked about first (issue 19 §3, as the day view does). */
export const isEarlyCheckIn = (r: Pick<TReservationListItem, 'date'>, now: number) =>
  Date.parse(r.date) - now > EARLY_CHECK_IN_WARNING_MIN * 60_000;

/** A party not checked in whose start has passed may be marked a no-show (the server refuses it before). */
export const canMarkNoShow = (r: TWindowInput, now: number) =>
  isLive(r) && r.checkedInAt === null && Date.parse(r.date) <= now && now < Date.parse(r.endDate);
