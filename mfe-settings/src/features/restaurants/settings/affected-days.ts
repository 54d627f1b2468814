import type { TSettingsPreview } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';

export type TAffectedKind = 'reservation' | 'large_party';

/** One sentence of the preview: how many bookings of a kind fall on one Zagreb day. */
export type TAffectedDay = { date: string; kind: TAffectedKind; count: number };

/**
 * The preview's affected bookings counted per Zagreb day and kind, by date (the screen says '2 reservations on
 * 24.12. fall on a day you are closing' and links each day to /reservations).
 */
export function affectedDays(preview: TSettingsPreview): TAffectedDay[] {
  const counts = new Map<string, TAffectedDay>();
  for (const item of preview.affected) {
    const date = formatZagreb(item.start, 'yyyy-MM-dd');
    const kind: TAffectedKind = item.kind === 'large_party' ? 'large_party' : 'reservation';
    const key = `${date}|${kind}`;
    const day = counts.get(key) ?? { date, kind, count: 0 };
    day.count += 1;
    counts.set(key, day);
  }
  return [...counts.values()].sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}
