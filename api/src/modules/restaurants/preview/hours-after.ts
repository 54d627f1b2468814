import {
  RESTAURANT_DEFAULTS,
  type TPacing,
  type TSpecialHours,
  type TTurnTime,
  type TWeeklyHours,
} from '@stol/contracts';
import { addDaysToKey } from '../../../time/zagreb';

/** The settings that decide a day's slots (guest spec §5.1, issue 24 §1) and the covers a slot takes. */
export interface HourSettings {
  openHour: number;
  closeHour: number;
  intervalMin: number;
  defaultDurationMin: number;
  specialHours: TSpecialHours;
  weeklyHours: TWeeklyHours | null;
  turnTimes: TTurnTime[] | null;
  pacing: TPacing | null;
}

/** A bulk special-hours change (POST /restaurants/{id}/special-hours/bulk): every day of the range, inclusive. */
export interface BulkHours {
  action: 'add' | 'remove';
  startDate: string;
  endDate: string;
  closed?: boolean;
  openHour?: number;
  closeHour?: number;
}

/** What of a settings change moves hours: the PATCH's hour fields (specialHours replaces the map) and a bulk. */
export interface HourChange extends Partial<HourSettings> {
  bulk?: BulkHours;
}

/** At most this many days of a bulk range are walked (the bulk endpoint allows 366 days apart). */
export const MAX_BULK_DAYS = 367;

/** The days of a bulk range, start to end inclusive (none when reversed), at most MAX_BULK_DAYS. */
export function bulkDays(bulk: Pick<BulkHours, 'startDate' | 'endDate'>): string[] {
  const days: string[] = [];
  for (
    let day = bulk.startDate;
    day <= bulk.endDate && days.length < MAX_BULK_DAYS;
    day = addDaysToKey(day, 1)
  )
    days.push(day);
  return days;
}

/**
 * The hour settings after a change, without touching anything stored: PATCH fields replace theirs, then a bulk
 * adds (closed, or its hours; without either, closed as the settings dialog defaults) or removes the special
 * hours of each day in its range.
 */
export function hoursAfter(current: HourSettings, change: HourChange): HourSettings {
  const next: HourSettings = {
    openHour: change.openHour ?? current.openHour,
    closeHour: change.closeHour ?? current.closeHour,
    intervalMin: change.intervalMin ?? current.intervalMin,
    defaultDurationMin: change.defaultDurationMin ?? current.defaultDurationMin,
    specialHours: { ...(change.specialHours ?? current.specialHours) },
    // The service rules: null clears one, absent keeps it.
    weeklyHours: change.weeklyHours !== undefined ? change.weeklyHours : current.weeklyHours,
    turnTimes: change.turnTimes !== undefined ? change.turnTimes : current.turnTimes,
    pacing: change.pacing !== undefined ? change.pacing : current.pacing,
  };
  const { bulk } = change;
  if (bulk) {
    const closed = bulk.closed ?? (bulk.openHour === undefined && bulk.closeHour === undefined);
    for (const day of bulkDays(bulk)) {
      if (bulk.action === 'remove') delete next.specialHours[day];
      else
        next.specialHours[day] = closed
          ? { closed: true }
          : {
              openHour: bulk.openHour ?? RESTAURANT_DEFAULTS.openHour,
              closeHour: bulk.closeHour ?? RESTAURANT_DEFAULTS.closeHour,
            };
    }
  }
  return next;
}
