/**
 * Settings of one benchmark run, all from the environment so CI and people can tune a run without editing
 * code. Defaults follow the issue: 50 connections, about 10 s per scenario, a database of its own.
 */
export interface BenchConfig {
  /** The benchmark's own database (created when missing); never the development or test database. */
  databaseUrl: string;
  /** Seconds of measurement per scenario. */
  durationSeconds: number;
  /** Seconds of unmeasured load before each scenario (JIT, connection pool, PostgreSQL caches). */
  warmupSeconds: number;
  connections: number;
  /** Connections of the reports and analytics scenarios (issue 21 §6: 10, a back office's concurrency). */
  insightConnections: number;
  /** Concurrent POST /reserve requests for one slot (scenario e). */
  concurrentBookings: number;
  /**
   * `--explain` (or `--explain-full`, with every plan line): EXPLAIN ANALYZE the reports' and analytics' statements
   * for the busy restaurant and another one, then stop without load (bench/explain.ts).
   */
  explain: 'summary' | 'full' | null;
  /** Drop and seed the dataset even when it is already there (`--reseed`). */
  reseed: boolean;
  /**
   * `BENCH_ONLY=c-cold,f`: run only these scenarios (the ceiling (a) always runs, every ratio needs it), for
   * repeating one figure on a noisy machine. Such a partial run prints its table but leaves latest.json alone.
   */
  only: string[] | null;
  /**
   * `BENCH_CPU_PROFILE=/tmp/prof`: the API child writes a V8 CPU profile of the whole run into that folder
   * (open it in Chrome DevTools), to see where a scenario's time goes.
   */
  cpuProfileDir: string | null;
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function scenarioList(raw: string | undefined): string[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  return raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

export function loadBenchConfig(argv: readonly string[] = process.argv.slice(2)): BenchConfig {
  return {
    databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/stol_bench',
    durationSeconds: positiveNumber('BENCH_DURATION', 10),
    warmupSeconds: positiveNumber('BENCH_WARMUP', 3),
    connections: Math.round(positiveNumber('BENCH_CONNECTIONS', 50)),
    insightConnections: Math.round(positiveNumber('BENCH_INSIGHT_CONNECTIONS', 10)),
    concurrentBookings: Math.round(positiveNumber('BENCH_BOOKINGS', 200)),
    reseed: argv.includes('--reseed'),
    explain: argv.includes('--explain-full') ? 'full' : argv.includes('--explain') ? 'summary' : null,
    only: scenarioList(process.env.BENCH_ONLY),
    cpuProfileDir: process.env.BENCH_CPU_PROFILE?.trim() || null,
  };
}
