import type { TSpecialHours } from './restaurant';

/**
 * A restaurant's service rules (issue 24 §1) as plain logic, without zod: the API's engine and the screens (the
 * guest site's date picker, the settings dialog's summary) compute services, slots, durations and the booking
 * window with the same functions. A restaurant that sets none of the rules behaves exactly as before: one
 * service from openHour to closeHour, one duration (defaultDurationMin), no pacing, no window.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** One service of a day, Zagreb wall clock 'HH:mm' (close up to '24:00'). */
export interface TService {
  open: string;
  close: string;
}
/** Per weekday its services; an empty list closes the weekday, a weekday left out uses openHour/closeHour. */
export type TWeeklyHours = Partial<Record<TWeekday, TService[]>>;
/** A party of up to maxGuests stays `minutes`; the first entry that fits wins (entries by increasing maxGuests). */
export interface TTurnTime {
  maxGuests: number;
  minutes: number;
}
/** The most guests whose reservations may start in one slot of intervalMin. */
export interface TPacing {
  maxCoversPerSlot: number;
}
/** How close to the time (minutes) and how far ahead (Zagreb calendar days) a guest may book. */
export interface TBookingWindow {
  minNoticeMinutes?: number;
  maxDaysAhead?: number;
}

/** The settings the rules read; the new ones are optional (absent or null = not set). */
export interface TServiceRuleSettings {
  openHour: number;
  closeHour: number;
  intervalMin: number;
  defaultDurationMin: number;
  specialHours?: TSpecialHours | null;
  weeklyHours?: TWeeklyHours | null;
  turnTimes?: TTurnTime[] | null;
  pacing?: TPacing | null;
  bookingWindow?: TBookingWindow | null;
}

/** A service in minutes of the Zagreb day: [openMin, closeMin), closeMin up to 1440. */
export interface TServiceMinutes {
  openMin: number;
  closeMin: number;
}

/** Where a day's services come from: a special-hours entry of the date, the weekday's rule, or the regular hours. */
export type TServicesSource = 'date' | 'weekday' | 'hours';

export interface TDayServices {
  /** No service: closed by the date's special hours, by the weekday's empty list, or close <= open. */
  closed: boolean;
  source: TServicesSource;
  /** Sorted, not overlapping; empty when closed. */
  services: TServiceMinutes[];
}

const SERVICE_TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** Whether a text is a service time: 'HH:mm' from 00:00 to 23:59, or 24:00 (a close at midnight). */
export const isServiceTime = (text: string): boolean => SERVICE_TIME.test(text);

/** 'HH:mm' → minutes of the day (24:00 → 1440). */
export const serviceMinutes = (text: string): number =>
  Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** Minutes of the day → 'HH:mm' (1440 → '24:00'). */
export const serviceTimeText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The weekday of a Zagreb calendar day 'YYYY-MM-DD' (the day itself, no time zone involved). */
export function weekdayOf(dateKey: string): TWeekday {
  const sundayFirst = new Date(`${dateKey}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/**
 * Why a list of services is not valid, or null (the settings schema says it in these words): each closes after
 * it opens, in order, not overlapping, at most three.
 */
export function servicesProblem(services: TService[]): 'order' | 'closeAfterOpen' | 'tooMany' | null {
  if (services.length > MAX_SERVICES_PER_DAY) return 'tooMany';
  let previousClose = -1;
  for (const service of services) {
    const open = serviceMinutes(service.open);
    const close = serviceMinutes(service.close);
    if (close <= open) return 'closeAfterOpen';
    if (open < previousClose) return 'order';
    previousClose = close;
  }
  return null;
}
export const MAX_SERVICES_PER_DAY = 3;

const hoursService = (openHour: number, closeHour: number): TServiceMinutes[] =>
  closeHour > openHour ? [{ openMin: openHour * 60, closeMin: closeHour * 60 }] : [];

/**
 * The services of one Zagreb calendar day (issue 24 §1; guest spec §5.1, §9): a special-hours entry of the date
 * wins (closed, or its hours as one service); else the weekday's services (an empty list closes it); else the
 * regular openHour–closeHour. Without a date: the regular hours.
 */
export function servicesOn(
  restaurant: Pick<TServiceRuleSettings, 'openHour' | 'closeHour' | 'specialHours' | 'weeklyHours'>,
  dateKey: string | null,
): TDayServices {
  const special = dateKey ? restaurant.specialHours?.[dateKey] : undefined;
  if (special) {
    const services =
      special.closed === true
        ? []
        : 'openHour' in special
          ? hoursService(special.openHour, special.closeHour)
          : [];
    return { closed: services.length === 0, source: 'date', services };
  }
  const weekday = dateKey ? restaurant.weeklyHours?.[weekdayOf(dateKey)] : undefined;
  if (weekday) {
    const services = weekday.map((s) => ({
      openMin: serviceMinutes(s.open),
      closeMin: serviceMinutes(s.close),
    }));
    return { closed: services.length === 0, source: 'weekday', services };
  }
  const services = hoursService(restaurant.openHour, restaurant.closeHour);
  return { closed: services.length === 0, source: 'hours', services };
}

/**
 * The minutes of the day a party may start at (guest spec §5.1, extended): in each service from its open up to
 * its close minus the duration, every interval. A wall time of 24:00 or later is the next day's and is not
 * offered. Minutes only: the API turns them into instants (a DST day skips the hour that does not exist).
 */
export function slotMinutes(services: TServiceMinutes[], intervalMin: number, durationMin: number): number[] {
  const step = Math.max(1, intervalMin);
  const starts: number[] = [];
  for (const service of services)
    for (let m = service.openMin; m <= service.closeMin - durationMin && m < 24 * 60; m += step)
      starts.push(m);
  return starts;
}

/**
 * How long a party stays (issue 24 §1): the first turn time whose maxGuests is at least the party, else the
 * restaurant's defaultDurationMin. Without a party size: defaultDurationMin.
 */
export function durationFor(
  restaurant: Pick<TServiceRuleSettings, 'defaultDurationMin' | 'turnTimes'>,
  guests: number | undefined | null,
): number {
  if (guests == null || !restaurant.turnTimes) return restaurant.defaultDurationMin;
  const step = restaurant.turnTimes.find((t) => t.maxGuests >= guests);
  return step ? step.minutes : restaurant.defaultDurationMin;
}

/** Whether a party may start in a slot that already has `covers` guests starting (pacing; no pacing: always). */
export const pacingAllows = (pacing: TPacing | null | undefined, covers: number, guests: number): boolean =>
  !pacing || covers + guests <= pacing.maxCoversPerSlot;

const dayNumber = (dateKey: string) => Date.parse(`${dateKey}T00:00:00Z`) / 86_400_000;

/**
 * Whether a guest may book a start (issue 24 §1): at least minNoticeMinutes from now, and on a Zagreb day at most
 * maxDaysAhead days after today's. The back office is not held to it. 'too_soon', 'too_far', or null.
 */
export function bookingWindowReason(
  window: TBookingWindow | null | undefined,
  at: { startMs: number; nowMs: number; startDateKey: string; todayDateKey: string },
): 'too_soon' | 'too_far' | null {
  if (!window) return null;
  if (window.minNoticeMinutes !== undefined && at.startMs - at.nowMs < window.minNoticeMinutes * 60_000)
    return 'too_soon';
  if (
    window.maxDaysAhead !== undefined &&
    dayNumber(at.startDateKey) - dayNumber(at.todayDateKey) > window.maxDaysAhead
  )
    return 'too_far';
  return null;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The guest's sentence for a start too close to now: '… at least 2 hours ahead …' (whole hours) or minutes. */
export const bookingTooSoonMessage = (minNoticeMinutes: number): string =>
  `Online bookings must be made at least ${
    minNoticeMinutes % 60 === 0
      ? counted(minNoticeMinutes / 60, 'hour', 'hours')
      : counted(minNoticeMinutes, 'minute', 'minutes')
  } ahead. Please choose a later time or call the restaurant.`;

/** The guest's sentence for a day too far ahead. */
export const bookingTooFarMessage = (maxDaysAhead: number): string =>
  `Bookings open ${counted(maxDaysAhead, 'day', 'days')} ahead. Please choose an earlier date.`;
