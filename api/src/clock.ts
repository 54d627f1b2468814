/** Injectable time source: routes and services ask the clock, never `new Date()`, so tests can pin "now". */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (at: Date | string): Clock => {
  const time = new Date(at).getTime();
  return { now: () => new Date(time) };
};
