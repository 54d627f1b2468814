import {
  BOT_CHECK_MESSAGES,
  solveAltcha,
  ZBotChallengeResponse,
  type TAltchaChallenge,
} from '@stol/contracts';
import type { Express } from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { botCheckFromEnv, type BotCheckConfig } from '../src/modules/bot-check/bot-check.config';
import { LargePartyRequest } from '../src/modules/large-party/large-party-request.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The bot check of the guest writes (issue 12 §2) over HTTP on PostgreSQL: ALTCHA's challenge, solved the way
 * the guest site solves it (contracts' solveAltcha), accepted once and refused when missing, wrong, replayed or
 * expired, with nothing written; reCAPTCHA against a local fake of Google's siteverify.
 */
const NOW = '2026-06-10T10:00:00Z'; // 12:00 in Zagreb
const ALTCHA: BotCheckConfig = {
  mode: 'altcha',
  hmacKey: 'test-altcha-key',
  maxNumber: 2000,
  expiresSeconds: 600,
};

let ctx: TestContext;
let fx: Fixture;
let app: Express;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  fx = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 4 }] });
  app = ctx.appWith({ botCheck: ALTCHA });
});
afterAll(async () => {
  await ctx.close();
});

/** A fresh day per call (from 1 July 2026), so bookings never collide. */
let day = 0;
const nextDay = () => new Date(Date.UTC(2026, 6, 1 + day++)).toISOString().slice(0, 10);
const booking = () => ({
  tableId: fx.tables[1],
  name: 'Ana Horvat',
  phone: '091 234 5678',
  guests: 2,
  date: `${nextDay()}T13:00:00+02:00`,
});
const largeParty = () => ({
  restaurantId: 1,
  name: 'Obitelj Horvat',
  phone: '091 555 0303',
  guests: 9,
  date: nextDay(),
  time: '19:30',
});

async function challenge(on: Express = app): Promise<TAltchaChallenge> {
  const res = await request(on).get('/public/bot-challenge');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const answer = ZBotChallengeResponse.parse(res.body);
  if (answer.mode !== 'altcha') throw new Error(`expected an ALTCHA challenge, got ${answer.mode}`);
  return answer.challenge;
}

async function solved(on: Express = app): Promise<string> {
  const proof = await solveAltcha(await challenge(on));
  if (!proof) throw new Error('the challenge had no solution');
  return proof;
}

/** A hold of the table at 19:00 on a fresh day. */
const holding = () => ({ tableId: fx.tables[1], date: `${nextDay()}T19:00:00+02:00`, guests: 2 });

const reservations = () => ctx.orm.em.fork().count(Reservation, { restaurantId: fx.restaurantId });
const partyRequests = () => ctx.orm.em.fork().count(LargePartyRequest, {});
const holds = async () =>
  Number(
    (
      await ctx.orm.em
        .fork()
        .execute<{ n: string }[]>('select count(*) as n from reservation_tables where hold_id is not null')
    )[0]!.n,
  );
const writes = async () => ({
  reservations: await reservations(),
  requests: await partyRequests(),
  holds: await holds(),
});

/** Each guest write, refused with 400 and `message` in en and hr, and nothing written. */
async function expectRefusedEverywhere(
  proof: () => Promise<string | undefined>,
  message: string,
  hr: string,
) {
  const before = await writes();
  for (const [url, body] of [
    ['/reserve', booking()],
    ['/public/large-party', largeParty()],
    ['/public/holds', holding()],
  ] as const) {
    const en = await request(app)
      .post(url)
      .send({ ...body, altcha: await proof() });
    expect([url, en.status, en.body]).toEqual([url, 400, { error: message, code: 'BOT_CHECK_FAILED' }]);
    const inCroatian = await request(app)
      .post(url)
      .set('Accept-Language', 'hr')
      .send({ ...body, altcha: await proof() });
    expect([url, inCroatian.status, inCroatian.body.error]).toEqual([url, 400, hr]);
  }
  expect(await writes()).toEqual(before);
}

describe('ALTCHA (the default)', () => {
  it('is what an API without BOT_CHECK runs; reCAPTCHA when both of its keys are set; off only when asked', () => {
    expect(botCheckFromEnv({}, 'jwt').mode).toBe('altcha');
    expect(botCheckFromEnv({ RECAPTCHA_SITE_KEY: 'site' }, 'jwt').mode).toBe('altcha');
    expect(botCheckFromEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 's' }, 'jwt').mode).toBe(
      'recaptcha',
    );
    expect(botCheckFromEnv({ BOT_CHECK: 'off' }, 'jwt').mode).toBe('off');
    expect(() => botCheckFromEnv({ BOT_CHECK: 'recaptcha' }, 'jwt')).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => botCheckFromEnv({ BOT_CHECK: 'captcha' }, 'jwt')).toThrow();
    // The HMAC key: its own when configured, else derived from (never equal to) the JWT secret.
    const derived = botCheckFromEnv({}, 'jwt');
    expect(derived.mode === 'altcha' && derived.hmacKey).not.toBe('jwt');
    expect(botCheckFromEnv({ ALTCHA_HMAC_KEY: 'k', ALTCHA_MAX_NUMBER: '500' }, 'jwt')).toMatchObject({
      hmacKey: 'k',
      maxNumber: 500,
    });
  });

  it('hands out a fresh signed challenge of the configured complexity, expiring after the configured time', async () => {
    const [a, b] = [await challenge(), await challenge()];
    expect(a.maxnumber).toBe(2000);
    expect(a.challenge).not.toBe(b.challenge);
    const expires = Number(new URLSearchParams(a.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBe(new Date(NOW).getTime() + 600_000);
  });

  it('refuses a booking, a large-party request and a hold without a proof, and writes nothing', async () => {
    await expectRefusedEverywhere(
      () => Promise.resolve(undefined),
      BOT_CHECK_MESSAGES.missing,
      'Pričekajte da sigurnosna provjera završi, zatim pokušajte ponovno.',
    );
  });

  it('refuses a wrong answer, a forged signature and garbage, and writes nothing', async () => {
    const wrongNumber = async () => {
      const right = JSON.parse(atob(await solved())) as { number: number };
      return btoa(JSON.stringify({ ...right, number: right.number + 1 }));
    };
    const forged = async () => {
      // A challenge the client made itself (its own salt and number) with a made-up signature.
      const own = JSON.parse(atob(await solved())) as { signature: string };
      return btoa(JSON.stringify({ ...own, signature: 'f'.repeat(64) }));
    };
    for (const proof of [wrongNumber, forged, () => Promise.resolve('not-base64-json')]) {
      await expectRefusedEverywhere(
        proof,
        BOT_CHECK_MESSAGES.invalid,
        'Sigurnosna provjera nije uspjela. Pokušajte ponovno.',
      );
    }
  });

  it('accepts a solved challenge for a booking and for a large-party request', async () => {
    const before = await writes();
    const booked = await request(app)
      .post('/reserve')
      .send({ ...booking(), altcha: await solved() });
    expect(booked.status).toBe(201);
    const asked = await request(app)
      .post('/public/large-party')
      .send({ ...largeParty(), altcha: await solved() });
    expect(asked.status).toBe(201);
    expect(await writes()).toEqual({
      ...before,
      reservations: before.reservations + 1,
      requests: before.requests + 1,
    });
  });

  it('refuses a replayed solution, on either route, and writes nothing the second time', async () => {
    const proof = await solved();
    expect(
      (
        await request(app)
          .post('/reserve')
          .send({ ...booking(), altcha: proof })
      ).status,
    ).toBe(201);
    await expectRefusedEverywhere(
      () => Promise.resolve(proof),
      BOT_CHECK_MESSAGES.expired,
      'Sigurnosna provjera je istekla ili je već iskorištena. Pokušajte ponovno.',
    );
  });

  it('spends a proof once when two requests race with it', async () => {
    const proof = await solved();
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        request(app)
          .post('/public/large-party')
          .send({ ...largeParty(), altcha: proof }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
  });

  it('refuses an expired solution and writes nothing', async () => {
    const proof = await solved();
    ctx.clock.set(new Date(new Date(NOW).getTime() + 600_000));
    try {
      await expectRefusedEverywhere(
        () => Promise.resolve(proof),
        BOT_CHECK_MESSAGES.expired,
        'Sigurnosna provjera je istekla ili je već iskorištena. Pokušajte ponovno.',
      );
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('an Idempotency-Key retry of an accepted booking replays its answer instead of refusing the spent proof', async () => {
    const body = { ...booking(), altcha: await solved() };
    const first = await request(app).post('/reserve').set('Idempotency-Key', 'bot-check-retry').send(body);
    const retry = await request(app).post('/reserve').set('Idempotency-Key', 'bot-check-retry').send(body);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.reservation.id).toBe(first.body.reservation.id);
  });

  it('a challenge signed with another key is refused', async () => {
    const other = ctx.appWith({ botCheck: { ...ALTCHA, hmacKey: 'another-key' } });
    const proof = await solved(other);
    const res = await request(app)
      .post('/reserve')
      .send({ ...booking(), altcha: proof });
    expect([res.status, res.body.error]).toEqual([400, BOT_CHECK_MESSAGES.invalid]);
  });
});

describe('holds and the bookings that consume them (issue 19 §11)', () => {
  const hold = async (body: object = holding()) => request(app).post('/public/holds').send(body);
  const expire = (holdId: string) =>
    ctx.orm.em
      .fork()
      .execute(
        `update reservation_tables set hold_expires_at = now() - interval '1 second' where hold_id = ?`,
        [holdId],
      );

  it('a hold needs a proof; the booking that consumes the hold needs none', async () => {
    const place = holding();
    const held = await hold({ ...place, altcha: await solved() });
    expect(held.status).toBe(201);
    const before = await writes();
    const booked = await request(app)
      .post('/reserve')
      .send({ ...booking(), date: place.date, holdId: held.body.holdId });
    expect(booked.status).toBe(201);
    expect(await writes()).toEqual({
      ...before,
      reservations: before.reservations + 1,
      holds: before.holds - 1,
    });
  });

  it('a booking naming a hold that was let go, has expired or is made up needs a proof like any other', async () => {
    const gone = (await hold({ ...holding(), altcha: await solved() })).body.holdId as string;
    expect((await request(app).delete(`/public/holds/${gone}`)).status).toBe(204);
    const expired = (await hold({ ...holding(), altcha: await solved() })).body.holdId as string;
    await expire(expired);
    const before = await writes();
    for (const holdId of [gone, expired, 'made-up-hold-id-0000000000']) {
      const res = await request(app)
        .post('/reserve')
        .send({ ...booking(), holdId });
      expect([holdId, res.status, res.body.error]).toEqual([holdId, 400, BOT_CHECK_MESSAGES.missing]);
    }
    expect((await writes()).reservations).toBe(before.reservations);
    // With a proof, the same booking goes through.
    const res = await request(app)
      .post('/reserve')
      .send({ ...booking(), holdId: expired, altcha: await solved() });
    expect(res.status).toBe(201);
  });

  it('one hold stands for one booking: two bookings racing on it, one is made', async () => {
    const held = (await hold({ ...holding(), altcha: await solved() })).body.holdId as string;
    const before = await reservations();
    const answers = await Promise.all(
      [booking(), booking()].map((body) =>
        request(app)
          .post('/reserve')
          .send({ ...body, holdId: held }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body.error).toBe(BOT_CHECK_MESSAGES.expired);
    expect(await reservations()).toBe(before + 1);
  });

  it('a proof is spent once across holds and bookings', async () => {
    const proof = await solved();
    expect((await hold({ ...holding(), altcha: proof })).status).toBe(201);
    for (const [url, body] of [
      ['/reserve', booking()],
      ['/public/holds', holding()],
    ] as const) {
      const res = await request(app)
        .post(url)
        .send({ ...body, altcha: proof });
      expect([url, res.status, res.body.error]).toEqual([url, 400, BOT_CHECK_MESSAGES.expired]);
    }
    // And the other way round: a proof a booking spent holds nothing.
    const booked = await solved();
    expect(
      (
        await request(app)
          .post('/reserve')
          .send({ ...booking(), altcha: booked })
      ).status,
    ).toBe(201);
    expect((await hold({ ...holding(), altcha: booked })).body.error).toBe(BOT_CHECK_MESSAGES.expired);
  });
});

describe('off', () => {
  it('tells the site there is nothing to do, and books without a proof', async () => {
    const off = ctx.appWith({ botCheck: { mode: 'off' } });
    expect((await request(off).get('/public/bot-challenge')).body).toEqual({ mode: 'off' });
    expect((await request(off).post('/reserve').send(booking())).status).toBe(201);
  });
});

describe('reCAPTCHA against a local siteverify', () => {
  let siteverify: Server;
  let url: string;
  const received: URLSearchParams[] = [];
  /** What the fake answers per token; anything else is `{ success: false }`. */
  const answers: Record<string, object | 'broken'> = {
    human: { success: true, score: 0.9, action: 'book', hostname: 'localhost' },
    v2: { success: true },
    robot: { success: true, score: 0.1, action: 'book' },
    'other-action': { success: true, score: 0.9, action: 'login' },
    broken: 'broken',
  };

  beforeAll(async () => {
    siteverify = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        received.push(form);
        const answer = form.get('secret') === 'the-secret' ? answers[form.get('response') ?? ''] : undefined;
        if (answer === 'broken') {
          res.writeHead(502).end('bad gateway');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer ?? { success: false, 'error-codes': ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  });
  afterAll(async () => {
    await new Promise((resolve) => siteverify.close(resolve));
  });

  const recaptcha = (): Express =>
    ctx.appWith({
      botCheck: {
        mode: 'recaptcha',
        siteKey: 'the-site-key',
        secret: 'the-secret',
        verifyUrl: url,
        minScore: 0.5,
      },
    });

  it('gives the site its key and action', async () => {
    expect((await request(recaptcha()).get('/public/bot-challenge')).body).toEqual({
      mode: 'recaptcha',
      siteKey: 'the-site-key',
      action: 'book',
    });
  });

  it('books with a token siteverify accepts, sending it the secret, the token and the client address', async () => {
    const on = recaptcha();
    received.length = 0;
    // A v3 token with a good score and the right action, and a v2 token (no score, no action).
    for (const recaptchaToken of ['human', 'v2']) {
      const res = await request(on)
        .post('/reserve')
        .send({ ...booking(), recaptchaToken });
      expect([recaptchaToken, res.status]).toEqual([recaptchaToken, 201]);
    }
    expect(received[0]?.get('secret')).toBe('the-secret');
    expect(received[0]?.get('response')).toBe('human');
    expect(received[0]?.get('remoteip')).toMatch(/127\.0\.0\.1/);
  });

  it('refuses a missing, rejected, low-score or other-action token with 400, and a broken siteverify with 503', async () => {
    const on = recaptcha();
    const before = await writes();
    const post = (recaptchaToken?: string) =>
      request(on)
        .post('/reserve')
        .send({ ...booking(), recaptchaToken });
    expect((await post()).body.error).toBe(BOT_CHECK_MESSAGES.missing);
    for (const token of ['forged', 'robot', 'other-action']) {
      const res = await post(token);
      expect([token, res.status, res.body.error]).toEqual([token, 400, BOT_CHECK_MESSAGES.invalid]);
    }
    const down = await post('broken');
    expect([down.status, down.body.code]).toEqual([503, 'BOT_CHECK_UNAVAILABLE']);
    // An ALTCHA proof is not what this check reads.
    expect(
      (
        await request(on)
          .post('/reserve')
          .send({ ...booking(), altcha: await solved() })
      ).status,
    ).toBe(400);
    expect(await writes()).toEqual(before);
  });
});
