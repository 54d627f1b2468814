// The hour the composed system lives at. The host-operations suites seat walk-ins "now", book "later today" and
// clear tables under way: at 23:30 in Zagreb none of that exists (the demo restaurants open 11–21), so a run's
// outcome would depend on when CI happens to start it. Instead the whole stack runs at noon, Zagreb time: the API
// through STOL_CLOCK_OFFSET_MS (a test-only setting), every browser context through Playwright's clock (the
// `test` of tests/fixtures.ts), and the suites' own date arithmetic through stackNow(). Time still flows; only
// the hour is moved, by at most twelve hours either way.

const TARGET_MINUTE_OF_DAY = 12 * 60;
const HALF_DAY_MS = 12 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** Milliseconds to add to the machine's time so that Zagreb's wall clock reads about noon. */
function offsetToNoonInZagreb(at = new Date()) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zagreb',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type) => Number(parts.find((p) => p.type === type).value);
  let offset = (TARGET_MINUTE_OF_DAY - (part('hour') * 60 + part('minute'))) * 60_000;
  if (offset > HALF_DAY_MS) offset -= DAY_MS;
  if (offset <= -HALF_DAY_MS) offset += DAY_MS;
  return offset;
}

// Decided once, by the first process that loads this (Playwright's runner, before it starts the stack); the stack
// and the test workers inherit it through the environment, so everyone agrees for the whole run.
process.env.STOL_CLOCK_OFFSET_MS ??= String(offsetToNoonInZagreb());

/** How far the stack's clock is moved from the machine's, in milliseconds. */
export const CLOCK_OFFSET_MS = Number(process.env.STOL_CLOCK_OFFSET_MS);

/** "Now" as the stack sees it. */
export const stackNow = () => new Date(Date.now() + CLOCK_OFFSET_MS);
