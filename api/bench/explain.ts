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
 * analytics answers run (period all), for the busy restaurant and for one of the others, which has about half
 * its bookings. It calls the real services with an EntityManager whose execute() first explains the statement
 * it is given, so the plans are of the very SQL the API sends, not of a copy. What to read in them: the
 * reservations are reached by a range of the (restaurant_id, start_at) index, and the rows and buffers each
 * statement touches are that restaurant's own, whatever the other 49 restaurants hold.
 */

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

const firstLine = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);

export async function explainInsights(
  databaseUrl: string,
  restaurants: { id: number; label: string }[],
  today: string,
  verbose: boolean,
): Promise<void> {
  const orm = await createOrm({ clientUrl: databaseUrl, poolMax: 1 });
  const now = new Date();
  try {
    const [count] = await orm.em
      .fork()
      .execute<{ total: string }[]>('select count(*) as total from reservations');
    console.log(`\nEXPLAIN of the insight statements (${count!.total} reservations in the whole table)`);
    for (const r of restaurants) {
      const [mine] = await orm.em
        .fork()
        .execute<{ own: string }[]>('select count(*) as own from reservations where restaurant_id = ?', [
          r.id,
        ]);
      console.log(`\n=== restaurant ${r.id} (${r.label}): ${mine!.own} reservations of its own ===`);
      const answers: [string, (em: EntityManager) => Promise<unknown>][] = [
        ['report-daily', (em) => dailyReport(em, r.id, addDaysToKey(today, -1))],
        ['heatmap', (em) => heatmap(em, r.id, 'all', now)],
        ['returning-guests', (em) => returningGuests(em, r.id, 1, now)],
        ['no-shows', (em) => noShowStats(em, r.id, 'all', now)],
        ['walk-ins', (em) => walkInStats(em, r.id, 'all', now)],
        ['turn-times', (em) => turnTimes(em, r.id, 'all', now)],
      ];
      for (const [name, answer] of answers) {
        const plans: Plan[] = [];
        await answer(explaining(orm.em.fork(), plans));
        for (const plan of plans) {
          const indexes = [
            ...new Set(plan.lines.flatMap((l) => [...l.matchAll(/using (\w+)/gi)].map((m) => m[1]))),
          ];
          const seqScans = plan.lines.filter((l) => /Seq Scan on reservations\b/.test(l)).length;
          const time = plan.lines.find((l) => l.startsWith('Execution Time'));
          const scan = plan.lines.find((l) => /Index.*Scan.*on reservations\b/.test(l))?.trim();
          console.log(
            `${name.padEnd(17)} ${time?.replace('Execution Time: ', '').padStart(11)}  ` +
              `indexes: ${indexes.join(', ') || '-'}${seqScans ? `  SEQ SCANS ON reservations: ${seqScans}` : ''}`,
          );
          if (scan) console.log(`${''.padEnd(17)} ${scan}`);
          if (verbose) {
            console.log(`  -- ${firstLine(plan.sql)}`);
            for (const line of plan.lines) console.log(`  ${line}`);
          }
        }
      }
    }
  } finally {
    await orm.close();
  }
}
