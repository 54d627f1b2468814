import { useCallback, useState } from 'react';
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

/** `?date=` as the day it names: null = today (no parameter, or not a calendar day, or today's own date). */
const dayOf = (raw: string | null, today: string) =>
  raw !== null && isDayKey(raw) && raw !== today ? raw : null;

/**
 * The day the day view shows, from `?date=YYYY-MM-DD` (issue 22 §4): null = today (no parameter, or one that is
 * not a calendar day: a mistyped link opens today rather than an error). Choosing today drops the parameter, so
 * the address of the live view stays /admin.
 *
 * A chosen day is shown at once, before the address says so: the router writes the address in a transition, which
 * React draws a few milliseconds at a time between other work (a 300-reservation day took twice as long that way
 * on the tablet; issue 22 §7). The tap is kept until the address moves, whichever way (the router catching up, or
 * Back): from then on the address decides again.
 */
export function useDayParam(today: string): { date: string | null; setDate: (day: string) => void } {
  const [params, setParams] = useSearchParams();
  const fromAddress = dayOf(params.get('date'), today);
  const [tapped, setTapped] = useState<{ day: string | null; address: string | null } | null>(null);
  // Adjusted while rendering (React's pattern for state that follows a prop): no extra pass through the screen.
  if (tapped && tapped.address !== fromAddress) setTapped(null);
  const date = tapped && tapped.address === fromAddress ? tapped.day : fromAddress;
  const setDate = useCallback(
    (day: string) => {
      setTapped({ day: day === today ? null : day, address: fromAddress });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (day === today) next.delete('date');
          else next.set('date', day);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, today, fromAddress],
  );
  return { date, setDate };
}
