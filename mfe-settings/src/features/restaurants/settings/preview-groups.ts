import type { TPreviewAffected, TSettingsPreview } from '@stol/contracts';

export type TAffectedDay = { date: string; closing: boolean; bookings: TPreviewAffected[] };

/**
 * The affected bookings by Zagreb day (the answer's `date`), earliest first, each day's by start. A day is
 * "closing" when its bookings are named because the change closes it, else they fall outside its new hours.
 */
export function groupAffectedByDay(preview: TSettingsPreview): TAffectedDay[] {
  const days = new Map<string, TPreviewAffected[]>();
  for (const booking of [...preview.affected].sort((a, b) => a.start.localeCompare(b.start)))
    days.set(booking.date, [...(days.get(booking.date) ?? []), booking]);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, bookings]) => ({
      date,
      closing: bookings.some((booking) => booking.reason === 'closed_day'),
      bookings,
    }));
}
