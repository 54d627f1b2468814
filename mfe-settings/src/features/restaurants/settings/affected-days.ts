import type { TPreviewAffected, TSettingsPreview } from '@stol/contracts';

/** One sentence of the preview: how many bookings of a kind fall on one Zagreb day, and why. */
export type TAffectedDay = Pick<TPreviewAffected, 'date' | 'kind' | 'reason'> & { count: number };

/**
 * The preview's affected bookings counted per Zagreb day, kind and reason, by date (the screen says '2 reservations on
 * 24.12. fall on a day you are closing' and links each day to /reservations).
 */
export function affectedDays(preview: TSettingsPreview): TAffectedDay[] {
  const counts = new Map<string, TAffectedDay>();
  for (const item of preview.affected) {
    const key = `${item.date}|${item.kind}|${item.reason}`;
    const day = counts.get(key) ?? { date: item.date, kind: item.kind, reason: item.reason, count: 0 };
    day.count += 1;
    counts.set(key, day);
  }
  return [...counts.values()].sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}
