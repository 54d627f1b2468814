import { REMINDER_JOB, type VisitJobData } from '../src/modules/notifications/reservation-messages';
import { startBackgroundWork } from '../src/server';
import { eventually, startMailServer, type TestMailServer } from './support/mail-server';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Timed work in bulk (issue 19 item 13): a thousand reminders for one evening slot fall due at once. One
 * instance sends them all, into a real SMTP server, within a minute, each exactly once: the job workers fetch
 * in batches and work a few at a time, and so does the outbox dispatcher (one per polling interval would take
 * half an hour). Restaurant 1 sends email reminders (seed).
 */

const REMINDERS = 1000;
const WITHIN_MS = 60_000;
const SLOT = new Date('2026-06-11T19:00:00+02:00');

let ctx: TestContext;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startMailServer();
  ctx = await createTestContext({ config: { smtpUrl: mail.url } });
  await startBackgroundWork(ctx.deps);
});
afterAll(async () => {
  await ctx?.close();
  await mail?.stop();
});

/** REMINDERS confirmed bookings of restaurant 1 at SLOT, each with an email (written straight to the table). */
async function bookTheEvening(): Promise<number[]> {
  const rows = await ctx.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(
      `insert into reservations (restaurant_id, table_id, name, phone, email, start_at, end_at, guests, token,
                               created_at, updated_at)
     select 1, (select min(id) from tables where restaurant_id = 1), 'Guest ' || n, '+385912345678',
            'guest' || n || '@example.test', ?, ?, 2, md5('a' || n) || md5('b' || n), now(), now()
       from generate_series(1, ?) as n
     returning id`,
      [SLOT, new Date(SLOT.getTime() + 2 * 3_600_000), REMINDERS],
    );
  return rows.map((r) => r.id);
}

it(`${REMINDERS} reminders due at once are all sent within ${WITHIN_MS / 1000} s on one instance, once each`, async () => {
  const ids = await bookTheEvening();
  // Queued in one transaction, so they all fall due together (due now: no start delay).
  await ctx.orm.em.fork().transactional(async (tx) => {
    for (const reservationId of ids) {
      const data: VisitJobData = { reservationId, startAt: SLOT.toISOString() };
      await ctx.deps.jobs.schedule(tx, REMINDER_JOB, data);
    }
  });
  const started = Date.now();

  const sentCount = async () => {
    const [row] = await ctx.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from outbox_messages where kind = 'reminder' and status = 'sent'`,
      );
    return row!.n;
  };
  await eventually(async () => (await sentCount()) === REMINDERS, WITHIN_MS).catch(() => undefined);
  const elapsedMs = Date.now() - started;
  expect(await sentCount()).toBe(REMINDERS);
  // Reported by the test run (issue 19 asks for before/after): one job per polling interval sent 120 in
  // the minute here (polling every 0.5 s); batches worked a few at a time send all of them in about 17 s.
  console.info(`${REMINDERS} reminders sent in ${elapsedMs} ms`);
  expect(elapsedMs).toBeLessThan(WITHIN_MS);

  // Each guest got exactly one reminder, and nothing else was sent.
  await mail.waitFor(REMINDERS, 10_000);
  await new Promise((r) => setTimeout(r, 1000));
  const recipients = mail.mails.map((m) => m.envelopeTo[0]!);
  expect(recipients).toHaveLength(REMINDERS);
  expect(new Set(recipients).size).toBe(REMINDERS);
  expect(mail.mails.every((m) => m.parsed.subject === 'Reminder: your reservation at Konoba Stol')).toBe(
    true,
  );
}, 120_000);
