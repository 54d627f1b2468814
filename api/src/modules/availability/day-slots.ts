import { slotMinutes, type TServiceMinutes } from '@stol/contracts';
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
 * Slot starts of one Zagreb day (guest spec §5.1) with one service, the opening hour to the closing hour: see
 * serviceSlots.
 */
export function daySlots(
  dateKey: string,
  openHour: number,
  closeHour: number,
  intervalMin: number,
  durationMin: number,
): readonly SlotTime[] {
  const services = closeHour > openHour ? [{ openMin: openHour * 60, closeMin: closeHour * 60 }] : [];
  return serviceSlots(dateKey, services, intervalMin, durationMin);
}

/**
 * Slot starts of one Zagreb day (guest spec §5.1, issue 24 §1): in each service from its open up to its close
 * minus the duration, stepping the interval (slotMinutes). Each start is a wall-clock time converted to its real
 * instant, so a slot's UTC time shifts by an hour across a DST change while its label does not; the end is the
 * start plus the duration in real minutes. Wall times that do not exist (the spring-forward hour) are skipped.
 *
 * Converting each wall time through the time-zone database cost more than the rest of an availability answer
 * (api/bench, scenario c-cold). Zagreb's offset changes at most once a day, so a day whose midnights lie
 * exactly 24 hours apart has one offset throughout: every slot is then midnight plus its minutes. Only the two
 * DST days a year take the per-slot conversion.
 */
export function serviceSlots(
  dateKey: string,
  services: readonly TServiceMinutes[],
  intervalMin: number,
  durationMin: number,
): readonly SlotTime[] {
  const key = `${dateKey}|${services.map((s) => `${s.openMin}-${s.closeMin}`).join(',')}|${intervalMin}|${durationMin}`;
  let slots = grids.get(key);
  if (!slots) {
    slots = Object.freeze(
      computeSlots(dateKey, slotMinutes([...services], intervalMin, durationMin), durationMin),
    );
    if (grids.size >= KNOWN_GRIDS) grids.delete(grids.keys().next().value!);
    grids.set(key, slots);
  }
  return slots;
}

function computeSlots(dateKey: string, starts: number[], durationMin: number): SlotTime[] {
  const day = zagrebDayRange(dateKey);
  const midnight = day.start.getTime();
  if (day.end.getTime() - midnight === DAY_MS)
    return starts.map((m) => slotTime(hhmm(m), midnight + m * 60_000, durationMin));
  return startsByConversion(dateKey, starts, durationMin);
}

/** Each wall time converted on its own: right on any day, used on the DST days (and by the tests as the reference). */
export function slotsByConversion(
  dateKey: string,
  openHour: number,
  closeHour: number,
  intervalMin: number,
  durationMin: number,
): SlotTime[] {
  const services = closeHour > openHour ? [{ openMin: openHour * 60, closeMin: closeHour * 60 }] : [];
  return startsByConversion(dateKey, slotMinutes(services, intervalMin, durationMin), durationMin);
}

function startsByConversion(dateKey: string, starts: number[], durationMin: number): SlotTime[] {
  const slots: SlotTime[] = [];
  for (const m of starts) {
    const time = hhmm(m);
    const start = zagrebWallTime(dateKey, time);
    if (formatInTimeZone(start, RESTAURANT_TIME_ZONE, "yyyy-MM-dd'T'HH:mm") !== `${dateKey}T${time}`)
      continue;
    slots.push(slotTime(time, start.getTime(), durationMin));
  }
  return slots;
}
