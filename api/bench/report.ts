import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { BookingRaceResult } from './concurrent-booking';
import type { HoldRaceResult } from './hold-race';
import type { LoadFigures } from './load';
import type { PacingRaceResult } from './pacing-race';

/** The targets, checked against each scenario's figures. */
export const TARGETS = {
  /** (b) and (c): at least this share of the ceiling's req/s … */
  publicMinRatio: 0.3,
  /** … with p99 at most this. */
  publicMaxP99Ms: 25,
  /** (d): p99 at most this. */
  adminListMaxP99Ms: 40,
  /** (c-cold), issue 12 §3: availability with every answer computed, at least this share of the ceiling … */
  coldAvailabilityMinRatio: 0.1,
  /** … with p99 at most this. */
  coldAvailabilityMaxP99Ms: 40,
  /** Issue 21 §6: the daily report of the busy restaurant, p99 at most this (10 connections) … */
  dailyReportMaxP99Ms: 15,
  /** … and each analytics answer over its two years (period all). */
  analyticsMaxP99Ms: 50,
} as const;

export interface ScenarioRow {
  /** a–f as in the issues; `b-cold` is informational (no target). */
  id: string;
  name: string;
  request: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** req/s relative to the ceiling (a); null for the booking races (a burst, not a throughput). */
  ratio: number | null;
  target: string;
  pass: boolean;
  /** Why the scenario failed, one line per missed target. */
  missed: string[];
  details: LoadFigures | BookingRaceResult | PacingRaceResult | HoldRaceResult;
}

const errorsOf = (f: LoadFigures): string[] => {
  const missed: string[] = [];
  if (f.non2xx) missed.push(`${f.non2xx} non-2xx responses (${JSON.stringify(f.statusCodes)})`);
  if (f.errors) missed.push(`${f.errors} connection errors`);
  if (f.timeouts) missed.push(`${f.timeouts} timeouts`);
  return missed;
};

export function loadRow(
  id: ScenarioRow['id'],
  name: string,
  request: string,
  figures: LoadFigures,
  ceiling: LoadFigures,
  limits: { minRatio?: number; maxP99Ms?: number; note?: string },
): ScenarioRow {
  const ratio = ceiling.requestsPerSecond ? figures.requestsPerSecond / ceiling.requestsPerSecond : 0;
  const missed = errorsOf(figures);
  const target: string[] = [limits.note ? `${limits.note}, all 2xx` : 'all 2xx'];
  if (limits.minRatio !== undefined) {
    target.push(`ratio ≥ ${limits.minRatio.toFixed(2)}`);
    if (ratio < limits.minRatio) missed.push(`ratio ${ratio.toFixed(2)} < ${limits.minRatio.toFixed(2)}`);
  }
  if (limits.maxP99Ms !== undefined) {
    target.push(`p99 ≤ ${limits.maxP99Ms} ms`);
    if (figures.p99Ms > limits.maxP99Ms) missed.push(`p99 ${figures.p99Ms} ms > ${limits.maxP99Ms} ms`);
  }
  return {
    id,
    name,
    request,
    requestsPerSecond: figures.requestsPerSecond,
    p50Ms: figures.p50Ms,
    p99Ms: figures.p99Ms,
    ratio: Math.round(ratio * 1000) / 1000,
    target: target.join(', '),
    pass: missed.length === 0,
    missed,
    details: figures,
  };
}

export function raceRow(race: BookingRaceResult): ScenarioRow {
  const missed: string[] = [];
  if (race.created !== 1) missed.push(`${race.created} bookings succeeded (201), expected exactly 1`);
  if (race.serverErrors) missed.push(`${race.serverErrors} 5xx responses`);
  if (race.other)
    missed.push(`${race.other} answers neither 201, 409 nor 5xx (${JSON.stringify(race.statusCodes)})`);
  if (race.rowsInDatabase !== 1)
    missed.push(`database holds ${race.rowsInDatabase} reservations for the slot`);
  return {
    id: 'e',
    name: `${race.requests} concurrent bookings of one slot`,
    request: `POST /reserve ×${race.requests} (table ${race.tableId}, ${race.slotStart})`,
    requestsPerSecond: race.requestsPerSecond,
    p50Ms: race.p50Ms,
    p99Ms: race.p99Ms,
    ratio: null,
    target: 'one 201, rest 409, no 5xx, 1 row',
    pass: missed.length === 0,
    missed,
    details: race,
  };
}

/** Issue 24 §3: exactly maxCoversPerSlot / 2 bookings of two pass, the rest 409, no 5xx, covers within pacing. */
export function pacingRaceRow(race: PacingRaceResult): ScenarioRow {
  const expected = Math.floor(race.maxCoversPerSlot / 2);
  const missed: string[] = [];
  if (race.created !== expected)
    missed.push(`${race.created} bookings succeeded (201), expected exactly ${expected}`);
  if (race.serverErrors) missed.push(`${race.serverErrors} 5xx responses`);
  if (race.other)
    missed.push(`${race.other} answers neither 201, 409 nor 5xx (${JSON.stringify(race.statusCodes)})`);
  if (race.coversInDatabase > race.maxCoversPerSlot)
    missed.push(
      `database holds ${race.coversInDatabase} covers for the slot, pacing allows ${race.maxCoversPerSlot}`,
    );
  return {
    id: 'e-pacing',
    name: `${race.requests} guests race for a paced slot`,
    request: `POST /reserve ×${race.requests} (${race.tables} tables, ${race.slotStart}, ${race.maxCoversPerSlot} covers)`,
    requestsPerSecond: Math.round((race.requests / Math.max(1, race.elapsedMs)) * 1000),
    p50Ms: race.p50Ms,
    p99Ms: race.p99Ms,
    ratio: null,
    target: `${expected} × 201, rest 409, no 5xx`,
    pass: missed.length === 0,
    missed,
    details: race,
  };
}

export function holdRaceRow(race: HoldRaceResult): ScenarioRow {
  const missed: string[] = [];
  if (race.holdsCreated !== 1) missed.push(`${race.holdsCreated} holds succeeded (201), expected exactly 1`);
  if (race.bookingsCreated !== 1)
    missed.push(`${race.bookingsCreated} bookings succeeded (201), expected exactly 1`);
  if (race.serverErrors) missed.push(`${race.serverErrors} 5xx responses`);
  if (race.unclear)
    missed.push(
      `${race.unclear} answers neither 201, a 409 naming the table, nor 5xx ` +
        `(holds ${JSON.stringify(race.holdStatusCodes)}, bookings ${JSON.stringify(race.bookStatusCodes)})`,
    );
  if (race.rowsInDatabase !== 1)
    missed.push(`database holds ${race.rowsInDatabase} reservations for the slot`);
  if (race.holdsLeft) missed.push(`${race.holdsLeft} guest holds left on the table after the booking`);
  return {
    id: 'f',
    name: `${race.guests} guests race through hold + book`,
    request: `POST /public/holds + POST /reserve ×${race.guests} (table ${race.tableId}, ${race.slotStart})`,
    requestsPerSecond: race.requestsPerSecond,
    p50Ms: race.p50Ms,
    p99Ms: race.p99Ms,
    ratio: null,
    target: 'one hold, one booking, rest 409, no 5xx, 1 row, no hold left',
    pass: missed.length === 0,
    missed,
    details: race,
  };
}

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

/** The figures as a fixed-width table, then every missed target spelled out. */
export function printTable(rows: ScenarioRow[]): void {
  const header = ['', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'target', 'result'];
  const body = rows.map((r) => [
    `(${r.id})`,
    r.name,
    String(r.requestsPerSecond),
    String(r.p50Ms),
    String(r.p99Ms),
    r.ratio === null ? '-' : r.ratio.toFixed(2),
    r.target,
    r.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const numeric = new Set([2, 3, 4, 5]);
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, numeric.has(i))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of body) console.log(line(cells));
  const failed = rows.filter((r) => !r.pass);
  console.log('');
  if (failed.length === 0) console.log('All targets met.');
  for (const r of failed) console.log(`MISSED (${r.id}) ${r.name}: ${r.missed.join('; ')}`);
}

/** The report as the repository's Prettier would format it, so a committed result stays lint-clean. */
export async function writeJson(file: string, report: unknown): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(JSON.stringify(report), { ...options, parser: 'json' }));
}
