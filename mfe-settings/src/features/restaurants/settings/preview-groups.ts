import type { TRestaurantPatch, TSettingsPreview } from '@stol/contracts';
import { zagrebDayKey } from '@stol/platform/time';

export type TAffected = TSettingsPreview['affected'][number];
export type TAffectedDay = { date: string; closing: boolean; bookings: TAffected[] };

/**
 * The affected bookings by Zagreb day, earliest first, each day's by start. A day is "closing" when the change
 * closes it (a special day marked closed, or a bulk holiday), else the bookings fall outside its new hours.
 */
export function groupAffectedByDay(
  affected: TSettingsPreview['affected'],
  change: TRestaurantPatch | { bulk: { action: string; startDate: string; endDate: string; closed?: boolean } },
): TAffectedDay[] {
  const days = new Map<string, TAffected[]>();
  for (const booking of [...affected].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = zagrebDayKey(booking.start);
    days.set(day, [...(days.get(day) ?? []), booking]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, bookings]) => ({ date, closing: closesDay(change, date), bookings }));
}

function closesDay(
  change: TRestaurantPatch | { bulk: { action: string; startDate: string; endDate: string; closed?: boolean } },
  date: string,
): boolean {
  if ('bulk' in change)
    return change.bulk.action === 'add' && change.bulk.closed !== false && date >= change.bulk.startDate && date <= change.bulk.endDate;
  const special = (change as TRestaurantPatch).specialHours?.[date];
  return !!special && 'closed' in special && special.closed === true;
}
