import request from 'supertest';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { REMINDER_JOB, REVIEW_REQUEST_JOB } from '../src/modules/notifications/reservation-messages';
import { startBackgroundWork } from '../src/server';
import { DEMO, loginAs } from './support/login';
import { eventually, startMailServer, type ReceivedMail, type TestMailServer } from './support/mail-server';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * What is sent and when (issue 10 §2, §3), over HTTP on PostgreSQL with the job queue and the dispatcher
 * running, into a real SMTP server. Restaurant 1 has email confirmations, reminders and review requests on
 * (seed).
 */

let ctx: TestContext;
let mail: TestMailServer;
let admin: string;
let manager: string;

const VISIT = '2026-06-12T19:00:00+02:00';

async function book(over: Record<string, unknown> = {}) {
  return request(ctx.app)
    .post('/reserve')
    .send({
      restaurantId: 1,
      anyTable: true,
      name: 'Ana',
      phone: '91 234 5678',
      countryCode: '+385',
      email: 'ana@example.test',
      date: VISIT,
      guests: 2,
      ...over,
    });
}

const outbox = (where: Partial<Pick<OutboxMessage, 'reservationId' | 'kind'>> = {}) =>
  ctx.orm.em.fork().find(OutboxMessage, where, { orderBy: { id: 'asc' } });

async function mailFor(reservationId: number, kind: OutboxMessage['kind']): Promise<ReceivedMail> {
  let row: OutboxMessage | undefined;
  await eventually(async () => {
    row = (await outbox({ reservationId, kind })).find((r) => r.channel === 'email' && r.status === 'sent');
    return Boolean(row);
  });
  const found = mail.mails.find((m) => m.parsed.messageId === row!.messageId);
  if (!found) throw new Error('sent but not received');
  return found;
}

beforeAll(async () => {
  mail = await startMailServer();
  ctx = await createTestContext({ config: { smtpUrl: mail.url } });
  await startBackgroundWork(ctx.deps);
  admin = (await loginAs(ctx.app, DEMO.restaurantadmin)).token;
  manager = (await loginAs(ctx.app, DEMO.restaurantmanager)).token;
});
afterAll(async () => {
  await ctx.close();
  await mail.stop();
});

describe('booking confirmation', () => {
  it('in the guest’s language (hr), variables filled and escaped, both parts, links, and the .ics', async () => {
    const res = await book({ name: 'Ana <b>&</b> "Ivo"', language: 'hr' });
    expect(res.status).toBe(201);
    const { id, token, tableId } = res.body.reservation as { id: number; token: string; tableId: number };
    const received = await mailFor(id, 'confirmation');
    const m = received.parsed;
    expect(received.envelopeTo).toEqual(['ana@example.test']);
    expect(m.from?.value[0]).toEqual({ name: 'Konoba Stol', address: 'konoba@stol.localhost' });
    expect(m.subject).toBe('Rezervacija potvrđena – Konoba Stol');
    expect(m.headers.get('content-language')).toBe('hr');
    const tableNumber = (
      await ctx.orm.em.fork().getConnection().execute(`select number from tables where id = ?`, [tableId])
    )[0]!.number as number;
    // Plain text: the raw values.
    expect(m.text).toContain('Poštovani/a Ana <b>&</b> "Ivo",');
    expect(m.text).toContain(`stol ${tableNumber}, petak, 12. lipnja 2026. u 19:00, broj gostiju: 2.`);
    expect(m.text).toContain(`Otkaži rezervaciju: http://localhost:3100/konoba-stol/cancel/${token}`);
    expect(m.text).toContain(`Promijeni rezervaciju: http://localhost:3100/modify/${token}`);
    // HTML: escaped values, links as buttons.
    expect(m.html).toContain('Ana &lt;b&gt;&amp;&lt;/b&gt; &quot;Ivo&quot;');
    expect(m.html).not.toContain('<b>&</b>');
    expect(m.html).toContain(`href="http://localhost:3100/konoba-stol/cancel/${token}"`);
    // The calendar event.
    const ics = m.attachments.find((a) => a.filename === 'reservation.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const event = ics!.content.toString();
    expect(event).toContain('BEGIN:VCALENDAR');
    expect(event).toContain('DTSTART:20260612T170000Z');
    expect(event).toContain('DTEND:20260612T180000Z');
    expect(event).toContain('SUMMARY:Konoba Stol');
    expect(event).toContain(`UID:reservation-${id}@stol`);
  });

  it('in English by default', async () => {
    const res = await book({ name: 'John' });
    const m = (await mailFor(res.body.reservation.id, 'confirmation')).parsed;
    expect(m.subject).toBe('Your reservation at Konoba Stol is confirmed');
    expect(m.text).toContain('Hello John,');
    expect(m.text).toContain('Friday, 12 June 2026 at 19:00');
    expect(m.headers.get('content-language')).toBe('en');
  });

  it('a rolled-back booking sends nothing', async () => {
    const first = await book({ date: '2026-06-12T20:00:00+02:00' });
    const before = (await outbox()).length;
    const again = await book({
      anyTable: false,
      tableId: first.body.reservation.tableId,
      date: '2026-06-12T20:00:00+02:00',
    });
    expect(again.status).toBe(409);
    await new Promise((r) => setTimeout(r, 500));
    expect((await outbox()).length).toBe(before);
  });
});

describe('theme.notifications (PATCH /restaurants/{id} theme)', () => {
  afterAll(async () => {
    await request(ctx.app)
      .patch('/restaurants/1')
      .set('Authorization', `Bearer ${manager}`)
      .send({ theme: { notifications: { emailSubject: '', emailTemplate: '' } } });
  });

  it('the restaurant’s own subject and template, values escaped, with a plain-text part', async () => {
    const patch = await request(ctx.app)
      .patch('/restaurants/1')
      .set('Authorization', `Bearer ${manager}`)
      .send({
        theme: {
          notifications: {
            emailSubject: 'Vidimo se, {{customer_name}}!',
            emailTemplate:
              '<h1>{{restaurant_name}}</h1><p>Stol {{table_number}}, {{date_time}}.</p><p><a href="{{cancel_link}}">Otkaži</a></p>',
          },
        },
      });
    expect(patch.status).toBe(200);
    expect(patch.body.theme.featureFlags.enableEmailConfirmation).toBe(true); // merged, not replaced
    const res = await book({ name: 'Iva & <Marko>', language: 'hr', date: '2026-06-12T18:00:00+02:00' });
    const { id, token } = res.body.reservation as { id: number; token: string };
    const m = (await mailFor(id, 'confirmation')).parsed;
    expect(m.subject).toBe('Vidimo se, Iva & <Marko>!');
    expect(m.html).toContain('<h1>Konoba Stol</h1>');
    expect(m.html).toContain(`<a href="http://localhost:3100/konoba-stol/cancel/${token}">Otkaži</a>`);
    expect(m.text).toContain('petak, 12. lipnja 2026. u 18:00');
    expect(m.text).toContain(`Otkaži: http://localhost:3100/konoba-stol/cancel/${token}`);
    expect(m.text).not.toContain('<');
  });

  it('refuses an invalid theme (phone and email OTP together) and a role that may not edit settings', async () => {
    const bad = await request(ctx.app)
      .patch('/restaurants/1')
      .set('Authorization', `Bearer ${manager}`)
      .send({ theme: { featureFlags: { enableOtp: true, enableEmailOtp: true } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Phone OTP and email OTP cannot both be enabled');
    // Floor plan and theme in one PATCH are one transaction: a refused theme leaves the floor plan as it was.
    const before = (await request(ctx.app).get('/restaurants/1')).body.floorplan.showGrid as boolean;
    const both = await request(ctx.app)
      .patch('/restaurants/1')
      .set('Authorization', `Bearer ${manager}`)
      .send({
        floorplan: { showGrid: !before },
        theme: { featureFlags: { enableOtp: true, enableEmailOtp: true } },
      });
    expect(both.status).toBe(400);
    expect((await request(ctx.app).get('/restaurants/1')).body.floorplan.showGrid).toBe(before);
    const together = await request(ctx.app)
      .patch('/restaurants/1')
      .set('Authorization', `Bearer ${manager}`)
      .send({ floorplan: { showGrid: before }, theme: { notifications: { smsFrom: 'Konoba' } } });
    expect(together.status).toBe(200);
    expect(together.body.theme.notifications.smsFrom).toBe('Konoba');
    const forbidden = await request(ctx.app)
      .patch('/restaurants/1')
      .set('Authorization', `Bearer ${admin}`)
      .send({ theme: { featureFlags: { enableSmsReminders: true } } });
    expect(forbidden.status).toBe(403);
  });
});

describe('reminders and review requests (pg-boss jobs checked when they run)', () => {
  /** Makes the queued jobs of `name` due now (instead of waiting a day). */
  async function runJobsNow(name: string) {
    await ctx.orm.em
      .fork()
      .getConnection()
      .execute(`update pgboss.job set start_after = now() where name = ? and state in ('created', 'retry')`, [
        name,
      ]);
    await eventually(async () => {
      const rows = await ctx.orm.em
        .fork()
        .getConnection()
        .execute(
          `select count(*)::int as n from pgboss.job where name = ? and state not in ('completed', 'failed')`,
          [name],
        );
      return rows[0]!.n === 0;
    });
  }

  it('a reminder moves with a reschedule, disappears with a cancel; review requests only for kept bookings', async () => {
    const moved = (await book({ name: 'Moved', date: '2026-06-12T13:00:00+02:00' })).body.reservation as {
      id: number;
      token: string;
    };
    const cancelled = (await book({ name: 'Cancelled', date: '2026-06-12T13:00:00+02:00' })).body
      .reservation as {
      id: number;
    };
    const patch = await request(ctx.app)
      .patch(`/reservations/${moved.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ date: '2026-06-13T14:00:00+02:00' });
    expect(patch.status).toBe(200);
    const cancel = await request(ctx.app)
      .patch(`/reservations/${cancelled.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ status: 'cancelled' });
    expect(cancel.status).toBe(200);

    // The notices of the change.
    const modification = (await mailFor(moved.id, 'modification')).parsed;
    expect(modification.subject).toBe('Your reservation at Konoba Stol was changed');
    expect(modification.text).toContain('Saturday, 13 June 2026 at 14:00');
    expect(modification.attachments[0]!.content.toString()).toContain('DTSTART:20260613T120000Z');
    const cancellation = (await mailFor(cancelled.id, 'cancellation')).parsed;
    expect(cancellation.subject).toBe('Your reservation at Konoba Stol was cancelled');

    await runJobsNow(REMINDER_JOB);
    const reminders = (await outbox({ kind: 'reminder' })).filter((r) =>
      [moved.id, cancelled.id].includes(r.reservationId!),
    );
    expect(reminders.map((r) => r.reservationId)).toEqual([moved.id]);
    const reminder = (await mailFor(moved.id, 'reminder')).parsed;
    expect(reminder.subject).toBe('Reminder: your reservation at Konoba Stol');
    expect(reminder.text).toContain('Saturday, 13 June 2026 at 14:00');

    await runJobsNow(REVIEW_REQUEST_JOB);
    const reviews = (await outbox({ kind: 'review_request' })).filter((r) =>
      [moved.id, cancelled.id].includes(r.reservationId!),
    );
    expect(reviews.map((r) => r.reservationId)).toEqual([moved.id]);
    const review = (await mailFor(moved.id, 'review_request')).parsed;
    expect(review.text).toContain(`Leave a review: http://localhost:3100/review?token=${moved.token}`);

    // Staff see all of it for the reservation.
    const seen = await request(ctx.app)
      .get(`/reservations/${moved.id}/messages`)
      .set('Authorization', `Bearer ${admin}`);
    expect(seen.body.messages.map((m: { kind: string; status: string }) => [m.kind, m.status])).toEqual([
      ['confirmation', 'sent'],
      ['modification', 'sent'],
      ['reminder', 'sent'],
      ['review_request', 'sent'],
    ]);
  });
});
