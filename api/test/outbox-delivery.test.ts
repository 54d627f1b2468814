import { pino } from 'pino';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import { DEFAULT_MESSAGING } from '../src/config';
import { createOrm, type Orm } from '../src/db/orm';
import type { AppDeps } from '../src/deps';
import { queueOtpCode, queueWaitlistReady } from '../src/modules/notifications/guest-messages';
import { enqueueMessage, type NewMessage } from '../src/modules/outbox/outbox';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { buildDeps, closeDeps } from '../src/server';
import { DEMO, loginAs } from './support/login';
import { eventually, startMailServer, type TestMailServer } from './support/mail-server';
import { createTestContext, testClock, testConfig, type TestContext } from './support/test-app';

/** Delivery of the outbox (issue 10 §1) over a real SMTP server and a fake SMS provider, on PostgreSQL. */

let ctx: TestContext;
let mail: TestMailServer;
let sms: Server;
const smsRequests: Array<{ auth: string | undefined; body: URLSearchParams; path: string }> = [];
let smsStatus = 201;
let reservationId: number;

const email = (over: Partial<NewMessage> = {}): NewMessage => ({
  kind: 'confirmation',
  channel: 'email',
  recipient: 'guest@example.test',
  sender: 'Bistro Test <bistro@example.test>',
  subject: 'Potvrda rezervacije',
  text: 'Dobar dan, rezervacija je potvrđena.',
  html: '<p>Dobar dan, rezervacija je <b>potvrđena</b>.</p>',
  attachments: [{ filename: 'hello.txt', contentType: 'text/plain', content: 'hi' }],
  language: 'hr',
  ...over,
});

async function write(message: NewMessage, deps: AppDeps = ctx.deps) {
  await deps.orm.em.fork().transactional(async (tx) => {
    await enqueueMessage(tx, message, deps.clock.now());
  });
}

const rows = () => ctx.orm.em.fork().find(OutboxMessage, {}, { orderBy: { id: 'asc' } });

beforeAll(async () => {
  mail = await startMailServer();
  sms = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      smsRequests.push({
        auth: req.headers.authorization,
        body: new URLSearchParams(body),
        path: req.url ?? '',
      });
      res.writeHead(smsStatus, { 'Content-Type': 'application/json' });
      res.end(smsStatus < 300 ? '{"sid":"SM1"}' : '{"message":"The From phone number is not valid"}');
    });
  });
  await new Promise<void>((r) => sms.listen(0, '127.0.0.1', () => r()));
  ctx = await createTestContext({
    config: {
      smtpUrl: mail.url,
      messaging: {
        ...DEFAULT_MESSAGING,
        pollingIntervalSeconds: 0.5,
        sms: {
          provider: 'twilio',
          accountSid: 'AC123',
          authToken: 'secret',
          from: '+15550001111',
          apiUrl: `http://127.0.0.1:${(sms.address() as AddressInfo).port}`,
        },
      },
    },
  });
  reservationId = (
    await ctx.orm.em.fork().findOneOrFail(Reservation, { restaurantId: 1 }, { orderBy: { id: 'asc' } })
  ).id;
});
afterAll(async () => {
  await ctx.close();
  await mail.stop();
  await new Promise<void>((r) => sms.close(() => r()));
});
beforeEach(async () => {
  await ctx.orm.em.fork().nativeDelete(OutboxMessage, {});
  mail.mails.length = 0;
  smsRequests.length = 0;
  smsStatus = 201;
});

describe('email over SMTP', () => {
  it('sends the rendered message with both parts, the attachment and a stable Message-ID, then marks it sent', async () => {
    await write(email({ reservationId, restaurantId: 1 }));
    expect(await ctx.deps.outbox.runOnce()).toBe(1);
    const [received] = await mail.waitFor(1);
    const m = received!.parsed;
    expect(received!.envelopeTo).toEqual(['guest@example.test']);
    expect(m.from?.value[0]).toEqual({ name: 'Bistro Test', address: 'bistro@example.test' });
    expect(m.subject).toBe('Potvrda rezervacije');
    expect(m.text?.trim()).toBe('Dobar dan, rezervacija je potvrđena.');
    expect(m.html).toContain('<b>potvrđena</b>');
    expect(m.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['hello.txt', 'hi']]);
    const [row] = await rows();
    expect(m.messageId).toBe(row!.messageId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('a message written in a rolled-back transaction is never sent', async () => {
    await ctx.orm.em
      .fork()
      .transactional(async (tx) => {
        await enqueueMessage(tx, email(), ctx.clock.now());
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await ctx.deps.outbox.runOnce()).toBe(0);
    expect(await rows()).toEqual([]);
  });

  it('a dedupe key admits one message only', async () => {
    await write(email({ dedupeKey: 'reminder:1:x' }));
    await write(email({ dedupeKey: 'reminder:1:x', subject: 'again' }));
    expect((await rows()).map((r) => r.subject)).toEqual(['Potvrda rezervacije']);
  });

  it('SMTP down for a while: the attempt fails, backs off, and the message is delivered after it returns', async () => {
    await mail.stop();
    try {
      await write(email({ subject: 'Retry me' }));
      expect(await ctx.deps.outbox.runOnce()).toBe(1);
      let [row] = await rows();
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.nextAttemptAt.getTime() - ctx.clock.now().getTime()).toBe(30_000);
      // Not due yet: nothing is claimed.
      expect(await ctx.deps.outbox.runOnce()).toBe(0);
      ctx.clock.set(new Date(ctx.clock.now().getTime() + 31_000));
      expect(await ctx.deps.outbox.runOnce()).toBe(1); // still down: attempt 2, waits 60 s
      [row] = await rows();
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row!.nextAttemptAt.getTime() - ctx.clock.now().getTime()).toBe(60_000);
    } finally {
      await mail.start();
    }
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 61_000));
    expect(await ctx.deps.outbox.runOnce()).toBe(1);
    const [received] = await mail.waitFor(1);
    expect(received!.parsed.subject).toBe('Retry me');
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    ctx.clock.set('2026-06-10T10:00:00Z');
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    await mail.stop();
    try {
      await write(email({ subject: 'Never' }));
      for (let attempt = 1; attempt <= 8; attempt++) {
        expect(await ctx.deps.outbox.runOnce()).toBe(1);
        ctx.clock.set(new Date(ctx.clock.now().getTime() + 2 * 60 * 60_000));
      }
      expect(await ctx.deps.outbox.runOnce()).toBe(0);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', attempts: 8 });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await mail.start();
      ctx.clock.set('2026-06-10T10:00:00Z');
    }
  });
});

describe('SMS', () => {
  it('goes through the HTTP provider (Twilio Messages API) with the restaurant sender', async () => {
    await write({
      kind: 'confirmation',
      channel: 'sms',
      recipient: '+385911234567',
      sender: 'Bistro',
      text: 'Potvrđeno.',
      language: 'hr',
    });
    await ctx.deps.outbox.runOnce();
    expect(smsRequests).toHaveLength(1);
    const [req] = smsRequests;
    expect(req!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req!.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(req!.body)).toEqual({
      To: '+385911234567',
      From: 'Bistro',
      Body: 'Potvrđeno.',
    });
    expect((await rows())[0]).toMatchObject({ status: 'sent' });
  });

  it('a provider refusal is a failed attempt with the provider’s answer', async () => {
    smsStatus = 400;
    await write({
      kind: 'confirmation',
      channel: 'sms',
      recipient: '+385911234567',
      text: 'x',
      language: 'en',
    });
    await ctx.deps.outbox.runOnce();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('SMS provider answered 400');
  });

  it('without a provider, SMS (and email without SMTP_URL) are recorded in the outbox only', async () => {
    const bare = buildDeps(testConfig(), ctx.orm, ctx.clock);
    try {
      await write(
        { kind: 'otp_code', channel: 'sms', recipient: '+385911234567', text: 'Kod: 123456', language: 'hr' },
        bare,
      );
      await write(email(), bare);
      expect(await bare.outbox.runOnce()).toBe(2);
      expect((await rows()).map((r) => r.status)).toEqual(['recorded', 'recorded']);
      expect(smsRequests).toHaveLength(0);
      expect(mail.mails).toHaveLength(0);
    } finally {
      await closeDeps(bare);
    }
  });
  it('in production, a message recorded without a provider never logs its code, text or phone', async () => {
    const logged = (nodeEnv: string) => {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const logger = pino({ level: 'info' }, sink);
      return {
        lines,
        deps: buildDeps(testConfig({ nodeEnv, logLevel: 'info' }), ctx.orm, ctx.clock, { logger }),
      };
    };
    const otp: NewMessage = {
      kind: 'otp_code',
      channel: 'sms',
      recipient: '+385911234567',
      text: 'Kod: 482913',
      language: 'hr',
    };
    const link = email({ text: 'Otkažite: http://localhost:3100/cancel/Tok3nTok3nTok3n', subject: null });

    const production = logged('production');
    try {
      await write(otp, production.deps);
      await write(link, production.deps);
      expect(await production.deps.outbox.runOnce()).toBe(2);
    } finally {
      await closeDeps(production.deps);
    }
    const text = production.lines.join('');
    expect(text).toContain('sms recorded in the outbox (no provider configured)');
    expect(text).toContain('email recorded in the outbox (no provider configured)');
    expect(text).not.toMatch(/482913|911234567|Tok3n|guest@example/);

    // Elsewhere (npm start, development) a developer still reads the code from the log.
    await ctx.orm.em.fork().nativeDelete(OutboxMessage, {});
    const development = logged('development');
    try {
      await write(otp, development.deps);
      await development.deps.outbox.runOnce();
    } finally {
      await closeDeps(development.deps);
    }
    expect(development.lines.join('')).toContain('Kod: 482913');
  });
});

// Two instances need two connections: PostgreSQL only (embedded PGlite serves one).
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('two API instances on one database', () => {
  let secondOrm: Orm;
  let second: AppDeps;
  beforeAll(async () => {
    secondOrm = await createOrm({ clientUrl: ctx.db.url, poolMax: ctx.db.poolMax });
    second = buildDeps(testConfig({ smtpUrl: mail.url }), secondOrm, testClock('2026-06-10T10:00:00Z'));
  });
  afterAll(async () => {
    await closeDeps(second);
    await secondOrm.close();
  });

  it('deliver every message exactly once', async () => {
    for (let i = 0; i < 40; i++) await write(email({ subject: `Message ${i}`, attachments: [] }));
    ctx.deps.outbox.start();
    second.outbox.start();
    try {
      await mail.waitFor(40);
      await eventually(async () => (await rows()).every((r) => r.status === 'sent'));
      await new Promise((r) => setTimeout(r, 1000)); // room for a duplicate to arrive
    } finally {
      await ctx.deps.outbox.stop();
      await second.outbox.stop();
    }
    const subjects = mail.mails.map((m) => m.parsed.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 40 }, (_, i) => `Message ${i}`).sort());
    expect(new Set(mail.mails.map((m) => m.parsed.messageId)).size).toBe(40);
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
  });
});

describe('GET /reservations/{id}/messages', () => {
  it('shows staff what was sent for the reservation and whether it failed', async () => {
    await write(email({ reservationId, restaurantId: 1 }));
    await write({
      kind: 'confirmation',
      channel: 'sms',
      recipient: '+385911234567',
      text: 'SMS',
      language: 'hr',
      reservationId,
      restaurantId: 1,
    });
    smsStatus = 500;
    await ctx.deps.outbox.runOnce();
    const { token } = await loginAs(ctx.app, DEMO.staff);
    const res = await request(ctx.app)
      .get(`/reservations/${reservationId}/messages`)
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual([
      expect.objectContaining({
        kind: 'confirmation',
        channel: 'email',
        status: 'sent',
        attempts: 1,
        lastError: null,
      }),
      expect.objectContaining({
        kind: 'confirmation',
        channel: 'sms',
        status: 'pending',
        attempts: 1,
        lastError: expect.stringContaining('500'),
        nextAttemptAt: expect.any(String),
      }),
    ]);
  });
});

describe('messages for the next issues', () => {
  it('waitlist "table ready" by SMS (and email), and one-time codes by SMS and by email', async () => {
    await ctx.orm.em.fork().transactional(async (tx) => {
      await queueWaitlistReady(
        tx,
        {
          id: 900001,
          restaurantId: 1,
          name: 'Marko',
          phone: '+385911111111',
          email: 'marko@example.test',
          language: 'hr',
        },
        ctx.deps,
      );
      await queueOtpCode(
        tx,
        { restaurantId: 1, channel: 'sms', recipient: '+385922222222', code: '481516' },
        ctx.deps,
      );
      await queueOtpCode(
        tx,
        { restaurantId: 1, channel: 'email', recipient: 'otp@example.test', code: '234200', language: 'hr' },
        ctx.deps,
      );
    });
    await ctx.deps.outbox.runOnce();
    // A batch is delivered a few messages at a time: the two SMS may arrive in either order.
    expect(smsRequests.map((r) => [r.body.get('To'), r.body.get('Body')]).sort()).toEqual([
      ['+385911111111', 'Konoba Stol: Marko, vaš stol je spreman. Molimo javite se na ulazu.'],
      ['+385922222222', 'Konoba Stol: your verification code is 481516'],
    ]);
    const mails = await mail.waitFor(2);
    expect(mails.map((m) => m.parsed.subject).sort()).toEqual([
      'Vaš kod za potvrdu: 234200',
      'Vaš stol je spreman – Konoba Stol',
    ]);
  });
});

describe('SMS confirmation from the restaurant’s flags and template', () => {
  it('POST /reserve with enableSmsConfirmation sends the smsTemplate from smsFrom', async () => {
    const { token: manager } = await loginAs(ctx.app, DEMO.restaurantmanager);
    const patch = await request(ctx.app)
      .patch('/restaurants/2')
      .set('Authorization', `Bearer ${manager}`)
      .send({
        theme: {
          featureFlags: { enableSmsConfirmation: true },
          notifications: {
            smsFrom: 'Bistro2',
            smsTemplate: '{{customer_name}}: stol {{table_number}}, {{date_time}}. {{cancel_link}}',
          },
        },
      });
    expect(patch.status).toBe(200);
    const booked = await request(ctx.app).post('/reserve').send({
      restaurantId: 2,
      anyTable: true,
      name: 'Luka',
      phone: '+385 98 765 4321',
      date: '2026-06-12T13:00:00+02:00',
      guests: 2,
      language: 'hr',
    });
    expect(booked.status).toBe(201);
    const { token, tableId } = booked.body.reservation as { token: string; tableId: number };
    await ctx.deps.outbox.runOnce();
    const [table] = await ctx.orm.em
      .fork()
      .getConnection()
      .execute(`select number from tables where id = ?`, [tableId]);
    expect(smsRequests.map((r) => Object.fromEntries(r.body))).toEqual([
      {
        To: '+385987654321',
        From: 'Bistro2',
        Body: expect.stringMatching(
          new RegExp(
            // The restaurant's template names the cancel link only: the manage link is added (issue 23 §3).
            `^Luka: stol ${table!.number}, petak, 12\\. lipnja 2026\\. u 13:00\\. http://\\S+/cancel/${token}\\nPromjena ili otkazivanje: http://\\S+/modify/${token}$`,
          ),
        ),
      },
    ]);
  });
});
