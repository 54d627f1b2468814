import { OTP_MESSAGES, type TTheme } from '@stol/contracts';
import request from 'supertest';
import { OtpChallenge } from '../src/modules/otp/otp-challenge.entity';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { createTestContext, rateLimitsWith, type TestContext } from './support/test-app';

/**
 * One-time codes over HTTP on PostgreSQL (issue 12 §2; guest spec §5.1, §7.1, §8.1): a code by SMS or email, 6
 * digits, stored as an HMAC, expiring, a few attempts, a resend cooldown, rate limits per phone, email and IP;
 * a verified code's proof is what POST /reserve requires while the restaurant verifies guests. Codes are read
 * from the outbox, where the guest's message waits. Now is Wednesday 2026-06-10 12:00 in Zagreb.
 */
const NOW = new Date('2026-06-10T10:00:00Z');
let ctx: TestContext;
let bySms: Fixture;
let byEmail: Fixture;
let none: Fixture;
let phoneSeq = 0;

async function fixtureVerifying(theme: TTheme): Promise<Fixture> {
  const fixture = await createFixtureRestaurant(ctx.orm, {
    tables: [
      { number: 1, seats: 4 },
      { number: 2, seats: 4 },
    ],
  });
  await ctx.orm.em.fork().nativeUpdate(Restaurant, { id: fixture.restaurantId }, { theme });
  return fixture;
}

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW.toISOString() });
  bySms = await fixtureVerifying({ featureFlags: { enableOtp: true } });
  byEmail = await fixtureVerifying({ featureFlags: { enableEmailOtp: true } });
  none = await fixtureVerifying({});
});
afterEach(() => ctx.clock.set(NOW));
afterAll(async () => {
  await ctx.close();
});

/** A phone of the test's own (the cooldown and limits are per phone), as the guest types it and normalised. */
const nextPhone = () => {
  const national = `91${String(1_000_000 + ++phoneSeq).slice(1)}0`;
  return { typed: `0${national.slice(0, 2)} ${national.slice(2)}`, normalised: `+385${national}` };
};
const later = (seconds: number) => ctx.clock.set(new Date(NOW.getTime() + seconds * 1000));
const post = (path: string, body: object, app = ctx.app) => request(app).post(path).send(body);

/** The code in the newest message to `recipient`. */
async function codeSentTo(recipient: string): Promise<string> {
  const [message] = await ctx.orm.em
    .fork()
    .find(OutboxMessage, { recipient, kind: 'otp_code' }, { orderBy: { id: 'desc' }, limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

const booking = (fixture: Fixture, extra: object) => ({
  tableId: fixture.tables[1],
  date: '2026-06-12T19:00:00+02:00',
  name: 'Ana Horvat',
  guests: 2,
  ...extra,
});

describe('by phone', () => {
  it('sends a 6-digit code by SMS, stores only its HMAC, verifies it and answers a proof', async () => {
    const phone = nextPhone();
    const sent = await post('/public/request-otp', { restaurantId: bySms.restaurantId, phone: phone.typed });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      message: 'OTP sent to your phone',
      expiresAt: '2026-06-10T10:10:00.000Z',
      resendAfter: '2026-06-10T10:01:00.000Z',
    });
    const code = await codeSentTo(phone.normalised);
    const [challenge] = await ctx.orm.em.fork().find(OtpChallenge, { target: phone.normalised });
    expect(challenge!.codeHash).not.toContain(code);
    expect(challenge!.codeHash.length).toBeGreaterThanOrEqual(40);

    const wrong = await post('/public/verify-otp', {
      restaurantId: bySms.restaurantId,
      phone: phone.typed,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Invalid OTP code. Please try again.');

    const right = await post('/public/verify-otp', {
      restaurantId: bySms.restaurantId,
      phone: phone.typed,
      code,
    });
    expect(right.status).toBe(200);
    expect(right.body.message).toBe('Phone number verified!');
    expect(right.body.expiresAt).toBe('2026-06-10T10:30:00.000Z');
    expect(typeof right.body.otpProof).toBe('string');
    // A code is good once.
    const again = await post('/public/verify-otp', {
      restaurantId: bySms.restaurantId,
      phone: phone.typed,
      code,
    });
    expect(again.status).toBe(400);
  });

  it('books only with a live proof for this restaurant and this phone', async () => {
    const phone = nextPhone();
    await post('/public/request-otp', { restaurantId: bySms.restaurantId, phone: phone.typed });
    const code = await codeSentTo(phone.normalised);
    const { otpProof } = (
      await post('/public/verify-otp', { restaurantId: bySms.restaurantId, phone: phone.typed, code })
    ).body as { otpProof: string };

    const unverified = await post('/reserve', booking(bySms, { phone: phone.typed }));
    expect(unverified.status).toBe(400);
    expect(unverified.body.error).toBe('Please verify with the OTP code first');
    const otherPhone = await post('/reserve', booking(bySms, { phone: nextPhone().typed, otpProof }));
    expect(otherPhone.body.error).toBe(OTP_MESSAGES.verifyFirst);
    const otherRestaurant = await post(
      '/reserve',
      booking(byEmail, { phone: phone.typed, otpProof, email: 'a@b.hr' }),
    );
    expect(otherRestaurant.body.error).toBe(OTP_MESSAGES.verifyFirst);
    const forged = await post('/reserve', booking(bySms, { phone: phone.typed, otpProof: `${otpProof}x` }));
    expect(forged.body.error).toBe(OTP_MESSAGES.verifyFirst);
    later(31 * 60);
    const expired = await post('/reserve', booking(bySms, { phone: phone.typed, otpProof }));
    expect(expired.body.error).toBe(OTP_MESSAGES.verifyFirst);
    ctx.clock.set(NOW);
    const booked = await post('/reserve', booking(bySms, { phone: phone.typed, otpProof }));
    expect(booked.status).toBe(201);
  });

  it('refuses a new code within a minute, then replaces the old one', async () => {
    const phone = nextPhone();
    const body = { restaurantId: bySms.restaurantId, phone: phone.typed };
    await post('/public/request-otp', body);
    const first = await codeSentTo(phone.normalised);
    later(30);
    const early = await post('/public/request-otp', body);
    expect(early.status).toBe(429);
    expect(early.body.error).toBe(OTP_MESSAGES.cooldown(30));
    later(61);
    expect((await post('/public/request-otp', body)).status).toBe(201);
    const second = await codeSentTo(phone.normalised);
    if (second !== first) {
      const old = await post('/public/verify-otp', { ...body, code: first });
      expect(old.status).toBe(400);
    }
    expect((await post('/public/verify-otp', { ...body, code: second })).status).toBe(200);
  });

  it('sends one code when the same phone asks twice at once', async () => {
    const phone = nextPhone();
    const body = { restaurantId: bySms.restaurantId, phone: phone.typed };
    const answers = await Promise.all([post('/public/request-otp', body), post('/public/request-otp', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429]);
    expect(
      await ctx.orm.em.fork().count(OutboxMessage, { recipient: phone.normalised, kind: 'otp_code' }),
    ).toBe(1);
  });

  it('expires a code after 10 minutes', async () => {
    const phone = nextPhone();
    const body = { restaurantId: bySms.restaurantId, phone: phone.typed };
    await post('/public/request-otp', body);
    const code = await codeSentTo(phone.normalised);
    later(10 * 60 + 1);
    const res = await post('/public/verify-otp', { ...body, code });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(OTP_MESSAGES.expired);
  });

  it('takes five wrong codes, counted one by one even when guessed at once; then not even the right one', async () => {
    const phone = nextPhone();
    const body = { restaurantId: bySms.restaurantId, phone: phone.typed };
    await post('/public/request-otp', body);
    const code = await codeSentTo(phone.normalised);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/public/verify-otp', { ...body, code: wrong })),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const [challenge] = await ctx.orm.em.fork().find(OtpChallenge, { target: phone.normalised });
    expect(challenge!.attempts).toBe(5);
    const right = await post('/public/verify-otp', { ...body, code });
    expect(right.status).toBe(400);
    expect(right.body.error).toBe(OTP_MESSAGES.tooManyAttempts);
  });

  it('limits codes per phone, whoever asks, and per client', async () => {
    const limited = ctx.appWith({
      rateLimits: rateLimitsWith({ otpRequestPerPhone: 2, otpRequestPerIp: 4 }),
    });
    const phone = nextPhone();
    const body = { restaurantId: bySms.restaurantId, phone: phone.typed };
    await post('/public/request-otp', body, limited);
    later(61);
    // The same number written another way is the same phone.
    await post('/public/request-otp', { ...body, phone: phone.normalised }, limited);
    later(122);
    const third = await post('/public/request-otp', body, limited);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
    expect(third.body.error).not.toBe(OTP_MESSAGES.cooldown(0));
    await post('/public/request-otp', { ...body, phone: nextPhone().typed }, limited);
    const fifth = await post('/public/request-otp', { ...body, phone: nextPhone().typed }, limited);
    expect(fifth.status).toBe(429);
  });
});

describe('by email', () => {
  it('sends the code by email, verifies it and books with the proof for that address', async () => {
    const body = { restaurantId: byEmail.restaurantId, email: 'Guest.One@Example.com' };
    const sent = await post('/public/request-email-otp', body);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('OTP sent to your email');
    const code = await codeSentTo('guest.one@example.com');
    const verified = await post('/public/verify-email-otp', { ...body, code });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Email verified!');
    const { otpProof } = verified.body as { otpProof: string };
    const phone = nextPhone().typed;
    const noEmail = await post('/reserve', booking(byEmail, { phone, otpProof }));
    expect(noEmail.body.error).toBe(OTP_MESSAGES.verifyFirst);
    const otherEmail = await post(
      '/reserve',
      booking(byEmail, { phone, otpProof, email: 'other@example.com' }),
    );
    expect(otherEmail.body.error).toBe(OTP_MESSAGES.verifyFirst);
    const booked = await post(
      '/reserve',
      booking(byEmail, { phone, otpProof, email: 'guest.one@example.com' }),
    );
    expect(booked.status).toBe(201);
  });
});

describe('a restaurant that does not verify that way', () => {
  it.each([
    ['/public/request-otp', () => ({ restaurantId: byEmail.restaurantId, phone: nextPhone().typed })],
    ['/public/request-otp', () => ({ restaurantId: none.restaurantId, phone: nextPhone().typed })],
    ['/public/request-email-otp', () => ({ restaurantId: bySms.restaurantId, email: 'x@example.com' })],
    ['/public/request-email-otp', () => ({ restaurantId: none.restaurantId, email: 'x@example.com' })],
    [
      '/public/verify-otp',
      () => ({ restaurantId: none.restaurantId, phone: nextPhone().typed, code: '123456' }),
    ],
  ])("%s answers 'Verification is not enabled' and sends nothing", async (path, body) => {
    const before = await ctx.orm.em.fork().count(OutboxMessage, { kind: 'otp_code' });
    const res = await post(path, body());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Verification is not enabled');
    expect(await ctx.orm.em.fork().count(OutboxMessage, { kind: 'otp_code' })).toBe(before);
  });

  it('books without a proof when the restaurant does not verify', async () => {
    const res = await post('/reserve', booking(none, { phone: nextPhone().typed }));
    expect(res.status).toBe(201);
  });

  it('answers in Croatian', async () => {
    const res = await post('/public/request-otp', {
      restaurantId: none.restaurantId,
      phone: nextPhone().typed,
    }).set('Accept-Language', 'hr');
    expect(res.body.error).toBe('Provjera nije uključena');
  });
});

describe('bad input', () => {
  it.each([
    ['/public/request-otp', { phone: '091 111 2222' }],
    ['/public/request-otp', { restaurantId: 1 }],
    ['/public/request-email-otp', { restaurantId: 1, email: 'not-an-email' }],
    ['/public/verify-otp', { restaurantId: 1, phone: '091 111 2222', code: '12345' }],
    ['/public/verify-otp', { restaurantId: 1, phone: '091 111 2222', code: 'abcdef' }],
    ['/public/verify-email-otp', { restaurantId: 1, email: 'a@b.hr' }],
  ])('%s refuses %j with 400', async (path, body) => {
    expect((await post(path, body)).status).toBe(400);
  });
});
