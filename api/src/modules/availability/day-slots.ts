import { formatInTimeZone } from 'date-fns-tz';
import { RESTAURANT_TIME_ZONE, zagrebDayRange, zagrebWallTime } from '../../time/zagreb';

export interface SlotTime {
  /** Zagreb wall clock, HH:mm. */
  readonly time: string;
  /** Start and end (start + duration), epoch milliseconds. */
  readonly startMs: number;
  readonly endMs: number;
  /** The same as ISO 8601 UTC text, as the availability answer writes them. */
  readonly start: string;
  readonly end: string;
}

const slotTime = (time: string, startMs: number, durationMin: number): SlotTime => {
  const endMs = startMs + durationMin * 60_000;
  return Object.freeze({
    time,
    startMs,
    endMs,
    start: new Date(startMs).toISOString(),
    end: new Date(endMs).toISOString(),
  });
};

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const DAY_MS = 24 * 60 * 60_000;

/**
 * A day's slots depend on nothing but the arguments, and restaurants share their settings: each grid is made
 * once (frozen, shared by every answer that asks for it). Writing 44 ISO times per answer was a sixth of an
 * availability answer's cost (api/bench, scenario c-cold). Bounded: the oldest grid goes first.
 */
const KNOWN_GRIDS = 2000;
const grids = new Map<string, readonly SlotTime[]>();

/**
 * Slot starts of one Zagreb day (guest spec §5.1): from the opening hour up to closing minus the duration,
 * stepping the interval. Each start is a wall-clock time converted to its real instant, so a slot's UTC time
 * shifts by an hour across a DST change while its label does not; the end is the start plus the duration in
 * real minutes. Wall times that do not exist (the spring-forward hour) are skipped.
 *
 * Converting each wall time through the time-zone database cost more than the rest of an availability answer
 * (api/bench, scenario c-cold). Zagreb's offset changes at most once a day, so a day whose midnights lie
 * exactly 24 hours apart has one offset throughout: every slot is then midnight plus its minutes. Only the two
 * DST days a year take the per-slot conversion.
 */
export function daySlots(
  dateKey: string,
  openHour: number,
  closeHour: number,
  intervalMin: number,
  durationMin: number,
): readonly SlotTime[] {
  const key = `${dateKey}|${openHour}|${closeHour}|${intervalMin}|${durationMin}`;
  let slots = grids.get(key);
  if (!slots) {
    slots = Object.freeze(computeDaySlots(dateKey, openHour, closeHour, intervalMin, durationMin));
    if (grids.size >= KNOWN_GRIDS) grids.delete(grids.keys().next().value!);
    grids.set(key, slots);
  }
  return slots;
}

function computeDaySlots(
  dateKey: string,
  openHour: number,
  closeHour: number,
  intervalMin: number,
  durationMin: number,
): SlotTime[] {
  const day = zagrebDayRange(dateKey);
  const midnight = day.start.getTime();
  if (day.end.getTime() - midnight === DAY_MS) {
    const slots: SlotTime[] = [];
    const step = Math.max(1, intervalMin);
    // A wall time of 24:00 or later belongs to the next day: slotsByConversion skips it, and so does this.
    for (let m = openHour * 60; m <= closeHour * 60 - durationMin && m < 24 * 60; m += step) {
      slots.push(slotTime(hhmm(m), midnight + m * 60_000, durationMin));
    }
    return slots;
  }
  return slotsByConversion(dateKey, openHour, closeHour, intervalMin, durationMin);
}

/** Each wall time converted on its own: right on any day, used on the DST days (and by the tests as the reference). */
export function slotsByConversion(
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
    slots.push(slotTime(time, start.getTime(), durationMin));
  }
  return slots;
}
