import { startDatabase } from './src/db/database';
import { runSeed } from './src/db/seed';
import { historyStatement } from './src/db/seed-history-sql';
import { zagrebDateKey } from './src/time/zagreb';
const dir = process.argv[2]!;
const db = await startDatabase({ databaseUrl: process.env.DB, dataDir: dir, embeddedPgPort: 0, dbConnectTimeoutMs: 10000, dbStatementTimeoutMs: 0, dbQueryTimeoutMs: 0 } as any);
const t1 = performance.now();
await runSeed(db.orm, new Date());
const t2 = performance.now();
const { sql, params } = historyStatement({ restaurantIds: [1, 2, 3], anchorDate: zagrebDateKey(new Date()), fromDay: -90, toDay: -1, busyPercent: 70, tokenSalt: 'x', avoidExisting: true });
const em = db.orm.em.fork();
await em.transactional(async (tx) => {
  if (process.env.EXPLAIN) {
    const rows = await tx.execute<any[]>('explain (analyze, buffers) ' + sql, params);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  } else await tx.execute(sql, params);
});
const t3 = performance.now();
const [r] = await db.orm.em.fork().execute(`select count(*) as n from reservations`);
console.log(`seed without history ${(t2 - t1).toFixed(0)} ms, history statement ${(t3 - t2).toFixed(0)} ms`, r);
await db.close();
