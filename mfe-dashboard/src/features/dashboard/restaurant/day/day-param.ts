import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
export function isDayKey(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toISOString().slice(0, 10) === value;
}

/** The calendar day `days` after `day` (negative: before); calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/**
 * The day the day view shows, from `?date=YYYY-MM-DD` (issue 22 §4): null = today (no parameter, or one that is
 * not a calendar day: a mistyped link opens today rather than an error). Choosing today drops the parameter, so
 * the address of the live view stays /admin.
 */
export function useDayParam(today: string): { date: string | null; setDate: (day: string) => void } {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date');
  const date = raw !== null && isDayKey(raw) && raw !== today ? raw : null;
  const setDate = useCallback(
    (day: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (day === today) next.delete('date');
          else next.set('date', day);
          return next;
        },
        { replace: true },
      ),
    [setParams, today],
  );
  return { date, setDate };
}
