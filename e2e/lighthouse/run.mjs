#!/usr/bin/env node
// `npm run lighthouse` (issue 12 §3): Lighthouse's mobile profile (its default: a mid-range phone, simulated slow
// 4G and 4× CPU slowdown) on the guest site's reservation page, in Debian's Chromium. A measurement like the
// bench, not a test: it never runs in `npm test`, since its performance score depends on the machine's load.
// It starts the composed e2e stack (built front ends: run `npx turbo run build` first) on E2E_PORT_OFFSET (default
// 500, away from the suites' default) with a fresh database, unless --url names a running guest page. One
// warm-up run (a just-started stack answers its first requests slowly) is not counted; then LIGHTHOUSE_RUNS runs
// (5) and each category's median. The machine's load average is recorded beside the figures: the performance
// score falls with it (other processes on the cores lengthen the page's main-thread tasks). Writes
// lighthouse/results/latest.json; exits 1 when a median is under its target (performance 90, accessibility 95).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
process.env.E2E_PORT_OFFSET ??= '500';
const { API_URL, GUEST_SITE_ORIGIN } = await import('../ports.mjs');

const TARGETS = { performance: 90, accessibility: 95 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const urlFlag = process.argv.indexOf('--url');
const url = urlFlag > 0 ? process.argv[urlFlag + 1] : `${GUEST_SITE_ORIGIN}/restaurant/1`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitFor(address, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(address)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${address} did not answer in time`);
}

/** One Lighthouse run through its CLI; answers the parsed report (lhr). */
function lighthouseOnce(index) {
  const out = join(tmpdir(), `stol-lighthouse-${process.pid}-${index}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(out, 'utf8')))
        : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let stack = null;
if (urlFlag < 0) {
  stack = spawn(process.execPath, [join(root, 'scripts/e2e-stack.mjs')], {
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stopping it stops the API and static servers too
  });
  await waitFor(`${API_URL}/health`);
  await waitFor(url);
}

try {
  await lighthouseOnce('warm-up');
  const loadBefore = loadavg()[0];
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouseOnce(i);
    const run = {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      failedAccessibility: Object.values(lhr.audits)
        .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => a.id),
    };
    runs.push(run);
    console.log(`run ${i + 1}/${RUNS}: ${JSON.stringify(run)}`);
  }
  const result = {
    url,
    formFactor: 'mobile (Lighthouse default: simulated slow 4G, 4× CPU slowdown)',
    lighthouse: JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    at: new Date().toISOString(),
    loadAverage: { before: Number(loadBefore.toFixed(2)), after: Number(loadavg()[0].toFixed(2)) },
    median: Object.fromEntries(
      ['performance', 'accessibility', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'].map((k) => [
        k,
        median(runs.map((r) => r[k])),
      ]),
    ),
    targets: TARGETS,
    runs,
  };
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  const verdicts = Object.entries(TARGETS).map(([k, target]) => {
    const met = result.median[k] >= target;
    return {
      line: `${k.padEnd(14)} ${String(result.median[k]).padStart(3)}  target ≥ ${target}: ${met ? 'met' : 'NOT met'}`,
      met,
    };
  });
  console.log(
    `\nLighthouse ${result.lighthouse}, mobile, median of ${RUNS} on ${url} (load average ${result.loadAverage.before} → ${result.loadAverage.after})`,
  );
  for (const v of verdicts) console.log(v.line);
  console.log(
    `FCP ${result.median.fcpMs} ms, LCP ${result.median.lcpMs} ms, TBT ${result.median.tbtMs} ms, CLS ${result.median.cls}`,
  );
  process.exitCode = verdicts.every((v) => v.met) ? 0 : 1;
} finally {
  if (stack) process.kill(-stack.pid, 'SIGTERM');
}
