import type { TTurnTime } from '@stol/contracts';

/**
 * The turn-time table's edits (issue 24 §1): steps by increasing party size; an empty table is null (every party
 * stays the default duration). The schema checks the order; these keep a new step after the last.
 */

/** The step a host adds: two guests more than the last step, half an hour longer (within the schema's ranges). */
export function nextTurnTime(steps: readonly TTurnTime[], defaultDurationMin: number): TTurnTime | null {
  const last = steps.at(-1);
  if (!last) return { maxGuests: 2, minutes: Math.min(Math.max(defaultDurationMin, 15), 360) };
  if (last.maxGuests >= 20) return null;
  return { maxGuests: Math.min(last.maxGuests + 2, 20), minutes: Math.min(last.minutes + 30, 360) };
}

export const withStep = (steps: readonly TTurnTime[], index: number, step: TTurnTime): TTurnTime[] =>
  steps.map((s, i) => (i === index ? step : s));

export function withoutStep(steps: readonly TTurnTime[], index: number): TTurnTime[] | null {
  const next = steps.filter((_, i) => i !== index);
  return next.length === 0 ? null : next;
}
