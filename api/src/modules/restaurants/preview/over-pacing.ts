import type { HourSettings } from './hours-after';
import type { Upcoming } from './settings-preview.service';

/**
 * The upcoming bookings whose slot would have more covers than the new pacing allows (issue 24 §2) and did not
 * already pass the old one (not this change's doing). A slot is [start, start + interval) from a booking's start
 * (offered starts are the slots); the bookings of a slot are named together. Reservations only: a large-party
 * request is not booked yet.
 */
export function overPacing(before: HourSettings, after: HourSettings, bookings: Upcoming[]): Upcoming[] {
  const limit = after.pacing?.maxCoversPerSlot;
  if (limit === undefined) return [];
  const reservations = bookings
    .filter((b) => b.item.kind === 'reservation')
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const intervalMs = after.intervalMin * 60_000;
  const over: Upcoming[] = [];
  for (let first = 0; first < reservations.length;) {
    const slotStart = reservations[first]!.start.getTime();
    let last = first;
    let covers = 0;
    while (last < reservations.length && reservations[last]!.start.getTime() < slotStart + intervalMs)
      covers += reservations[last++]!.item.guests;
    const overBefore = before.pacing !== null && covers > before.pacing.maxCoversPerSlot;
    if (covers > limit && !overBefore) over.push(...reservations.slice(first, last));
    first = last;
  }
  return over;
}
