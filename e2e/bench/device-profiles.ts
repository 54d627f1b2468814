import type { Browser, CDPSession, Page } from '@playwright/test';

/**
 * Device classes the day view bench emulates, defined by speed rather than by a fixed CPU slowdown. A fixed
 * slowdown measures the bench machine as much as the page: the same code measured 2× apart on two sessions'
 * machines at "4×". Chrome DevTools' calibrated CPU presets (Settings → Throttling, 2024) define a device class by
 * the score of Lighthouse's BenchmarkIndex, a 250 ms loop of string building and array copying: mid-tier mobile
 * scores 1000 (a Pixel 5), low-tier 264 (a Moto G4 Power 2022). The bench finds, on whatever machine it runs on,
 * the DevTools slowdown at which the page's own thread scores that, as DevTools does.
 */
export const DEVICE_PROFILES = {
  /** The host stand's tablet: a mid-range Android tablet, or any iPad, is at least this quick. */
  tablet: { label: 'tablet (mid-tier, index 1000)', score: 1000 },
  /** A budget phone: what the bench's fixed 4× was on a machine that itself scores about 1000. */
  budget: { label: 'budget phone (low-tier, index 264)', score: 264 },
} as const;
export type TDeviceProfile = keyof typeof DEVICE_PROFILES;

/**
 * Lighthouse's BenchmarkIndex (lighthouse-core page-functions, also in DevTools' CalibrationController): the mean
 * of two rates over `durationMs`, strings of 10 000 characters built per second / 10 (allocation and GC) and copies
 * of a 100 000-integer array per second / 10. Runs in the page (passed to page.evaluate as source).
 */
function benchmarkIndex(durationMs: number): number {
  const half = durationMs / 2;
  const strings = () => {
    const start = Date.now();
    let built = 0;
    while (Date.now() - start < half) {
      let text = '';
      for (let i = 0; i < 10_000; i++) text += 'a';
      // Read the result so the loop cannot be optimised away.
      if (text.length === 1) throw new Error('unreachable');
      built++;
    }
    return Math.round(built / 10 / ((Date.now() - start) / 1000));
  };
  const copies = () => {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
    const start = Date.now();
    let copied = 0;
    // The clock is read every tenth copy (a per-copy Date.now() call distorts the loop on some CPUs).
    while (copied % 10 !== 0 || Date.now() - start < half) {
      const [from, to] = copied % 2 === 0 ? [a, b] : [b, a];
      for (let i = 0; i < from.length; i++) to[i] = from[i]!;
      copied++;
    }
    return Math.round(copied / 10 / ((Date.now() - start) / 1000));
  };
  return (strings() + copies()) / 2;
}

/**
 * The page's best score of `runs` at a slowdown. Other work on the same cores (the stack's servers, the browser's
 * other processes) only ever slows a run down, by up to two thirds here, so the best run is the machine's own speed:
 * a median calibrated one bench at 797 and checked its rate at 2 078, and every figure of that bench was of a
 * device twice as quick as the profile's.
 */
async function scoreAt(page: Page, cdp: CDPSession, rate: number, runs: number): Promise<number> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const scores: number[] = [];
  for (let run = 0; run < runs; run++)
    scores.push((await page.evaluate(`(${benchmarkIndex.toString()})(250)`)) as number);
  return Math.max(...scores);
}

export type TCalibration = { profile: TDeviceProfile; rate: number; score: number; unslowedScore: number };

/**
 * The slowdown for each profile on this machine. DevTools bisects for it; on the bench's two cores, shared with the
 * whole stack, single scores vary by a third and more, so a bisection chases noise. The slowdown divides the page
 * thread's speed (the throttler holds the thread for rate − 1 times each slice it runs), so each profile's rate is
 * the machine's best unslowed score over the profile's, then checked at that rate (best of three) and corrected by
 * the check's ratio to the profile's score when it is more than a tenth off (at most twice: the throttler's slices
 * cost the thread more than their share on a loaded machine, 734 at a rate meant for 1 000). The last check is
 * reported.
 * A machine slower than a profile runs it unslowed (rate 1): its figures are then pessimistic, as its score says.
 *
 * Scored on a blank page of a context of its own: the stack's pages run on Playwright's clock, whose Date.now()
 * the benchmark would time itself with.
 */
export async function calibrate(
  browser: Browser,
  profiles: readonly TDeviceProfile[],
): Promise<TCalibration[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await scoreAt(page, cdp, 1, 1); // V8 warms the loops up
    const unslowedScore = await scoreAt(page, cdp, 1, 7);
    const calibrations: TCalibration[] = [];
    for (const profile of profiles) {
      const target = DEVICE_PROFILES[profile].score;
      // The protocol keeps rates to 1/100.
      const rounded = (value: number) => Math.max(1, Math.round(value * 100) / 100);
      let rate = rounded(unslowedScore / target);
      let score = await scoreAt(page, cdp, rate, 3);
      for (let correction = 0; correction < 2 && Math.abs(score - target) > target / 10; correction++) {
        const next = rounded((rate * score) / target);
        if (next === rate) break;
        rate = next;
        score = await scoreAt(page, cdp, rate, 3);
      }
      calibrations.push({ profile, rate, score, unslowedScore });
    }
    return calibrations;
  } finally {
    await context.close();
  }
}
