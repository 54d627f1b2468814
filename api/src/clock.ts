/** Injectable time source: routes and services ask the clock, never `new Date()`, so tests can pin "now". */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (at: Date | string): Clock => {
  const time = new Date(at).getTime();
  return { now: () => new Date(time) };
};

/** A clock that runs `offsetMs` ahead of `base` (behind when negative): time still flows, from another hour. */
export const offsetClock = (offsetMs: number, base: Clock = systemClock): Clock =>
  offsetMs === 0 ? base : { now: () => new Date(base.now().getTime() + offsetMs) };
