import type { EntityManager } from '@mikro-orm/postgresql';
import { durationFor, type TPreviewAffected, type TPreviewDay, type TSettingsPreview } from '@stol/contracts';
import { addDaysToKey, zagrebDateKey } from '../../../time/zagreb';
import { LargePartyRequest } from '../../large-party/large-party-request.entity';
import { Reservation } from '../../reservations/reservation.entity';
import { DiningTable } from '../../tables/table.entity';
import { getRestaurantOrFail } from '../restaurants.service';
import { dayChange, fitsHours, type DayChange } from './day-change';
import { overPacing } from './over-pacing';
import { bulkDays, hoursAfter, type HourChange, type HourSettings } from './hours-after';

/** A change of the weekly hours is shown for this many days from today (the bookings' days are shown too). */
export const WEEKLY_PREVIEW_DAYS = 14;

const WEEKLY_FIELDS = [
  'openHour',
  'closeHour',
  'intervalMin',
  'defaultDurationMin',
  'weeklyHours',
  'turnTimes',
] as const;
const changed = (before: HourSettings, after: HourSettings, field: (typeof WEEKLY_FIELDS)[number]) =>
  JSON.stringify(before[field]) !== JSON.stringify(after[field]);

/** A booking the change may strand, with its end under the settings before and after. */
export interface Upcoming {
  item: Omit<TPreviewAffected, 'reason' | 'date'>;
  start: Date;
  endBefore: Date;
  endAfter: Date;
}

const plusMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** Upcoming confirmed reservations (start ≥ now) and pending large-party requests of the restaurant. */
async function upcomingBookings(
  em: EntityManager,
  restaurantId: number,
  now: Date,
  before: HourSettings,
  after: HourSettings,
): Promise<Upcoming[]> {
  const reservations = await em.find(
    Reservation,
    { restaurantId, status: 'confirmed', startAt: { $gte: now } },
    { orderBy: { startAt: 'asc', id: 'asc' } },
  );
  const tableIds = [...new Set(reservations.map((r) => r.tableId))];
  // A deleted table still names its booking's table (the booking outlived it until the host moves it).
  const tables = tableIds.length
    ? await em.find(DiningTable, { id: { $in: tableIds } }, { filters: { liveTables: false } })
    : [];
  const numberOf = new Map(tables.map((t) => [t.id, t.number]));
  const requests = await em.find(
    LargePartyRequest,
    { restaurantId, status: 'pending', requestedAt: { $gte: now } },
    { orderBy: { requestedAt: 'asc', id: 'asc' } },
  );
  return [
    ...reservations.map((r) => ({
      item: {
        kind: 'reservation' as const,
        id: r.id,
        start: r.startAt.toISOString(),
        tableNumber: numberOf.get(r.tableId) ?? null,
        guests: r.guests,
        name: r.name,
      },
      start: r.startAt,
      endBefore: r.endAt,
      endAfter: r.endAt,
    })),
    // A request has no end of its own yet: it would be booked for the party's turn time (else the default).
    ...requests.map((r) => ({
      item: {
        kind: 'large_party' as const,
        id: r.id,
        start: r.requestedAt.toISOString(),
        tableNumber: null,
        guests: r.guests,
        name: r.name,
      },
      start: r.requestedAt,
      endBefore: plusMinutes(r.requestedAt, durationFor(before, r.guests)),
      endAfter: plusMinutes(r.requestedAt, durationFor(after, r.guests)),
    })),
  ].sort((a, b) => a.start.getTime() - b.start.getTime() || a.item.id - b.item.id);
}

/**
 * The days a change can touch, from today on: the bookings' days, a bulk's range, the special-hours dates it
 * changes and, when the weekly hours change, the next WEEKLY_PREVIEW_DAYS days.
 */
function daysToScan(
  before: HourSettings,
  after: HourSettings,
  change: HourChange,
  today: string,
  bookingDays: Iterable<string>,
): string[] {
  const days = new Set(bookingDays);
  if (change.bulk) for (const day of bulkDays(change.bulk)) days.add(day);
  for (const day of new Set([...Object.keys(before.specialHours), ...Object.keys(after.specialHours)]))
    if (JSON.stringify(before.specialHours[day]) !== JSON.stringify(after.specialHours[day])) days.add(day);
  if (WEEKLY_FIELDS.some((field) => changed(before, after, field)))
    for (let i = 0; i < WEEKLY_PREVIEW_DAYS; i++) days.add(addDaysToKey(today, i));
  return [...days].filter((day) => day >= today).sort();
}

/** POST /restaurants/{id}/preview: what the change would do, read only. */
export async function previewSettings(
  em: EntityManager,
  restaurantId: number,
  change: HourChange,
  now: Date,
): Promise<TSettingsPreview> {
  const restaurant = await getRestaurantOrFail(em, restaurantId);
  const before: HourSettings = {
    openHour: restaurant.openHour,
    closeHour: restaurant.closeHour,
    intervalMin: restaurant.intervalMin,
    defaultDurationMin: restaurant.defaultDurationMin,
    specialHours: restaurant.specialHours ?? {},
    weeklyHours: restaurant.weeklyHours ?? null,
    turnTimes: restaurant.turnTimes ?? null,
    pacing: restaurant.pacing ?? null,
  };
  const after = hoursAfter(before, change);
  const bookings = await upcomingBookings(em, restaurantId, now, before, after);

  const changes = new Map<string, DayChange>();
  const changeOn = (day: string) => {
    let found = changes.get(day);
    if (!found) changes.set(day, (found = dayChange(before, after, day)));
    return found;
  };

  const affected: TPreviewAffected[] = [];
  for (const booking of bookings) {
    const date = zagrebDateKey(booking.start);
    const day = changeOn(date);
    if (day.closedBefore) continue; // already closed: not this change's doing
    if (day.closedAfter) affected.push({ ...booking.item, date, reason: 'closed_day' });
    else if (
      fitsHours(before, date, booking.start, booking.endBefore) &&
      !fitsHours(after, date, booking.start, booking.endAfter)
    )
      affected.push({ ...booking.item, date, reason: 'outside_hours' });
  }

  // Bookings already named for their day or hours are not named again for their slot's covers.
  const named = new Set(affected.map((a) => `${a.kind}|${a.id}`));
  for (const over of overPacing(before, after, bookings))
    if (!named.has(`${over.item.kind}|${over.item.id}`))
      affected.push({ ...over.item, date: zagrebDateKey(over.start), reason: 'over_pacing' });
  affected.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);

  const affectedDays = new Set(affected.map((a) => a.date));
  const days: TPreviewDay[] = [];
  for (const date of daysToScan(before, after, change, zagrebDateKey(now), changes.keys())) {
    const day = changeOn(date);
    const newlyClosed = day.closedAfter && !day.closedBefore;
    if (day.opens.length || day.closes.length || newlyClosed || affectedDays.has(date))
      days.push({ date, closed: day.closedAfter, newlyClosed, opens: day.opens, closes: day.closes });
  }
  return { affected, days };
}
