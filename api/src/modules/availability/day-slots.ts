import { formatInTimeZone } from 'date-fns-tz';
import { RESTAURANT_TIME_ZONE, zagrebWallTime } from '../../time/zagreb';

export interface SlotTime {
  /** Zagreb wall clock, HH:mm. */
  time: string;
  start: Date;
  end: Date;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Slot starts of one Zagreb day (guest spec §5.1): from the opening hour up to closing minus the duration,
 * stepping the interval. Each start is a wall-clock time converted to its real instant, so a slot's UTC time
 * shifts by an hour across a DST change while its label does not; the end is the start plus the duration in
 * real minutes. Wall times that do not exist (the spring-forward hour) are skipped.
 */
export function daySlots(
  dateKey: string,
  openHour: number,
  closeHour: number,
  intervalMin: number,
  durationMin: number,
): SlotTime[] {
  const slots: SlotTime[] = [];
  const step = Math.max(1, intervalMin);
  for (let m = openHour * 60; m <= closeHour * 60 - durationMin; m += step) {
    const time = hhmm(m);
    const start = zagrebWallTime(dateKey, time);
    if (formatInTimeZone(start, RESTAURANT_TIME_ZONE, "yyyy-MM-dd'T'HH:mm") !== `${dateKey}T${time}`)
      continue;
    slots.push({ time, start, end: new Date(start.getTime() + durationMin * 60_000) });
  }
  return slots;
}
