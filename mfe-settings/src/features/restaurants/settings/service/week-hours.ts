import {
  MAX_SERVICES_PER_DAY,
  serviceMinutes,
  serviceTimeText,
  type TService,
  type TWeekday,
  type TWeeklyHours,
} from '@stol/contracts';

/**
 * The week grid's edits as plain functions over `weeklyHours` (issue 24 §1): a weekday is either left out (it
 * keeps the regular opening hours), closed (an empty list) or its own services. Each returns a new map; null when
 * no weekday has a rule left (the restaurant behaves as before: the PATCH clears the rule).
 */

/** A weekday's state as the grid shows it. */
export type TDayRule = { kind: 'regular' } | { kind: 'closed' } | { kind: 'services'; services: TService[] };

export function dayRule(week: TWeeklyHours | null | undefined, day: TWeekday): TDayRule {
  const services = week?.[day];
  if (!services) return { kind: 'regular' };
  return services.length === 0 ? { kind: 'closed' } : { kind: 'services', services };
}

const tidy = (week: TWeeklyHours): TWeeklyHours | null => (Object.keys(week).length === 0 ? null : week);

/** Sets a weekday's services ([] = closed), or removes its rule (undefined = regular hours). */
export function withDay(
  week: TWeeklyHours | null | undefined,
  day: TWeekday,
  services: TService[] | undefined,
): TWeeklyHours | null {
  const next: TWeeklyHours = { ...week };
  if (services === undefined) delete next[day];
  else next[day] = services;
  return tidy(next);
}

/**
 * The service a host adds to a day: the regular hours on an empty day, else the three hours after the last
 * service closes (as far as midnight). Null when the day has its three services or no room is left.
 */
export function nextService(
  services: readonly TService[],
  regular: { openHour: number; closeHour: number },
): TService | null {
  if (services.length >= MAX_SERVICES_PER_DAY) return null;
  const last = services.at(-1);
  if (!last) {
    const close = regular.closeHour > regular.openHour ? regular.closeHour : 24;
    return { open: serviceTimeText(regular.openHour * 60), close: serviceTimeText(close * 60) };
  }
  const open = serviceMinutes(last.close) + 60;
  if (open >= 24 * 60) return null;
  return { open: serviceTimeText(open), close: serviceTimeText(Math.min(open + 180, 24 * 60)) };
}

/** Copies one weekday's rule (regular, closed or its services) to other weekdays. */
export function copyDay(
  week: TWeeklyHours | null | undefined,
  from: TWeekday,
  to: readonly TWeekday[],
): TWeeklyHours | null {
  const source = week?.[from];
  let next: TWeeklyHours | null = week ?? null;
  for (const day of to)
    if (day !== from) next = withDay(next, day, source ? source.map((s) => ({ ...s })) : undefined);
  return next;
}

/** The times a service may open or close at, every 15 minutes; a close may be 24:00 (midnight). */
export function serviceTimeOptions(kind: 'open' | 'close'): string[] {
  const options: string[] = [];
  for (let m = kind === 'open' ? 0 : 15; m <= (kind === 'open' ? 24 * 60 - 15 : 24 * 60); m += 15)
    options.push(serviceTimeText(m));
  return options;
}

/** The options with a stored time that is not on the quarter hour (written through the API) kept in its place. */
export const withValue = (options: readonly string[], value: string): string[] =>
  options.includes(value) ? [...options] : [...options, value].sort();
