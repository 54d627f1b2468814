import type { EntityManager } from '@mikro-orm/postgresql';
import { createOrm } from '../src/db/orm';
import {
  heatmap,
  noShowStats,
  returningGuests,
  turnTimes,
  walkInStats,
} from '../src/modules/analytics/analytics.service';
import { dailyReport } from '../src/modules/reports/reports.service';
import { addDaysToKey } from '../src/time/zagreb';

/*
 * `npm run bench -- --explain`: EXPLAIN (ANALYZE, BUFFERS) of every statement the daily report and the five
 * analytics answers run (period all). It calls the real services with an EntityManager whose execute() first
 * explains the statement it is given, so the plans are of the very SQL the API sends, not of a copy.
 *
 * Targets side by side: the busy restaurant in the full dataset (1.1M reservations), the same restaurant in a
 * database holding only its own bookings (dataset.ts prepareAloneDataset: the same rows), and an ordinary
 * restaurant with about half the bookings; per statement its time and the pages it touched. What to read: each statement reaches the reservations by a range of
 * the (restaurant_id, start_at) index, and its time follows the restaurant's own rows: the busy restaurant costs
 * the same with or without the other 49 restaurants' million rows.
 */

export interface ExplainTarget {
  label: string;
  databaseUrl: string;
  restaurantId: number;
}

interface Plan {
  sql: string;
  lines: string[];
}

function explaining(em: EntityManager, plans: Plan[]): EntityManager {
  const execute = em.execute.bind(em) as (sql: string, params?: unknown[]) => Promise<unknown>;
  (em as unknown as { execute: typeof execute }).execute = async (sql, params) => {
    const rows = (await execute(`explain (analyze, buffers) ${sql}`, params)) as Record<string, string>[];
    plans.push({ sql, lines: rows.map((r) => r['QUERY PLAN']!) });
    return execute(sql, params);
  };
  return em;
}

const ANSWERS: [
  string,
  (em: EntityManager, restaurantId: number, day: string, now: Date) => Promise<unknown>,
][] = [
  ['report-daily', (em, id, day) => dailyReport(em, id, day)],
  ['heatmap', (em, id, _day, now) => heatmap(em, id, 'all', now)],
  ['returning-guests', (em, id, _day, now) => returningGuests(em, id, 1, now)],
  ['no-shows', (em, id, _day, now) => noShowStats(em, id, 'all', now)],
  ['walk-ins', (em, id, _day, now) => walkInStats(em, id, 'all', now)],
  ['turn-times', (em, id, _day, now) => turnTimes(em, id, 'all', now)],
];

/** Per target, per answer: its statements' plans (the best of `repeat` runs, so a noisy machine shows less). */
async function plansOf(target: ExplainTarget, today: string, repeat: number): Promise<Map<string, Plan[]>> {
  const orm = await createOrm({ clientUrl: target.databaseUrl, poolMax: 1 });
  const now = new Date();
  try {
    const [mine] = await orm.em
      .fork()
      .execute<{ own: string; total: string }[]>(
        'select count(*) filter (where restaurant_id = ?) as own, count(*) as total from reservations',
        [target.restaurantId],
      );
    console.log(
      `${target.label}: restaurant ${target.restaurantId}, ${mine!.own} of the table's ${mine!.total} reservations`,
    );
    const result = new Map<string, Plan[]>();
    for (const [name, answer] of ANSWERS) {
      let best: Plan[] | null = null;
      for (let i = 0; i < repeat; i++) {
        const plans: Plan[] = [];
        await answer(explaining(orm.em.fork(), plans), target.restaurantId, addDaysToKey(today, -1), now);
        if (!best || totalMs(plans) < totalMs(best)) best = plans;
      }
      result.set(name, best!);
    }
    return result;
  } finally {
    await orm.close();
  }
}

const executionMs = (plan: Plan): number =>
  Number(plan.lines.find((l) => l.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0] ?? 0);
/** Pages the statement touched (its root node's shared hit + read): unlike time, not moved by a busy CPU. */
const pages = (plan: Plan): number => {
  const line = plan.lines.find((l) => /Buffers: shared/.test(l)) ?? '';
  return Number(line.match(/hit=(\d+)/)?.[1] ?? 0) + Number(line.match(/read=(\d+)/)?.[1] ?? 0);
};
const totalMs = (plans: Plan[]): number => plans.reduce((sum, p) => sum + executionMs(p), 0);

/** How a plan reaches the reservations: the scan and index, or a sequential scan (which should never be). */
function reservationsAccess(plan: Plan): string {
  if (plan.lines.some((l) => /Seq Scan on reservations\b/.test(l))) return 'SEQ SCAN on reservations';
  const scans = plan.lines
    .map((l) => l.match(/(Index Only Scan|Index Scan|Bitmap Index Scan)( Backward)? (?:using|on) (\w+)/))
    .filter((m): m is RegExpMatchArray => Boolean(m) && /^reservations_/.test(m![3]!))
    .map((m) => `${m[1]}${m[2] ?? ''}: ${m[3]}`);
  return [...new Set(scans)].join(', ') || '(no reservations read)';
}

export async function explainInsights(
  targets: ExplainTarget[],
  today: string,
  verbose: boolean,
): Promise<void> {
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the statements the daily report and analytics answers send');
  const all: Map<string, Plan[]>[] = [];
  for (const target of targets) all.push(await plansOf(target, today, 3));
  const header = ['answer', 'stmt', ...targets.map((t) => t.label), 'reservations reached by'];
  const rows: string[][] = [];
  for (const [name] of ANSWERS) {
    const first = all[0]!.get(name)!;
    first.forEach((plan, i) => {
      // The one-row existence check of the restaurant is left out: it never reads reservations.
      if (!/reservations/.test(plan.sql)) return;
      rows.push([
        name,
        String(i + 1),
        ...all.map((plans) => {
          const p = plans.get(name)![i]!;
          return `${executionMs(p).toFixed(2)} ms, ${pages(p)} pages`;
        }),
        reservationsAccess(plan),
      ]);
    });
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log('\n' + line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  if (verbose) {
    for (const [name] of ANSWERS) {
      for (const plan of all[0]!.get(name)!) {
        console.log(
          `\n-- ${name} (${targets[0]!.label}): ${plan.sql.replace(/\s+/g, ' ').trim().slice(0, 100)}…`,
        );
        for (const l of plan.lines) console.log(`   ${l}`);
      }
    }
  }
}
