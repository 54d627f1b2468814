import request from 'supertest';
import type { TLargePartyRequest } from '@stol/contracts';
import { LargePartyRequest } from '../src/modules/large-party/large-party-request.entity';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { loginEveryRole, withToken } from './support/login';
import { recordEmits } from './support/record-emits';
import { createTestContext, rateLimitsWith, type TestContext } from './support/test-app';

/**
 * POST /public/large-party over HTTP on PostgreSQL (guest spec §5.1, §7.1, §9; issue 12 §2): every rule with
 * the spec's message and nothing written, the pending request the hosts then see, its event, the limiter.
 */
const NOW = '2026-06-10T10:00:00Z'; // 12:00 in Zagreb, Wednesday 10 June
let ctx: TestContext;
let adminToken: string;
let managerToken: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  const tokens = await loginEveryRole(ctx.app);
  adminToken = tokens.restaurantadmin;
  managerToken = tokens.restaurantmanager;
});
afterAll(async () => {
  await ctx.close();
});

const valid = {
  restaurantId: 1,
  name: 'Obitelj Horvat',
  phone: '091 555 0303',
  email: 'horvat@example.com',
  guests: 9,
  date: '2026-06-15',
  time: '19:30',
};
const post = (body: object, language = 'en') =>
  request(ctx.app).post('/public/large-party').set('Accept-Language', language).send(body);
const requestCount = () => ctx.orm.em.fork().count(LargePartyRequest, {});
const setRestaurant = (id: number, data: Partial<Restaurant>) =>
  ctx.orm.em.fork().nativeUpdate(Restaurant, { id }, data);

/** Refused with 400 and the message, and no request written. */
async function expectRefused(body: object, message: string) {
  const before = await requestCount();
  const res = await post(body);
  expect(res.status).toBe(400);
  expect(res.body.error).toBe(message);
  expect(await requestCount()).toBe(before);
}

describe('POST /public/large-party', () => {
  it('creates a pending request at the Zagreb time, tells the hosts live, and lists it for them', async () => {
    let res!: request.Response;
    const emits = await recordEmits(ctx.deps.realtime, async () => {
      res = await post(valid);
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Request sent. Our staff will contact you shortly.');
    const created = res.body.request as TLargePartyRequest;
    expect(created).toMatchObject({
      restaurantId: 1,
      name: 'Obitelj Horvat',
      phone: '+385915550303',
      email: 'horvat@example.com',
      guests: 9,
      requestedAt: '2026-06-15T17:30:00.000Z',
      status: 'pending',
      reservationId: null,
    });
    const row = await ctx.orm.em.fork().findOneOrFail(LargePartyRequest, { id: created.id });
    expect(row.status).toBe('pending');
    expect(emits).toEqual([
      {
        restaurantId: 1,
        event: 'large_party.updated',
        payload: { restaurantId: 1, largePartyRequestId: created.id, change: 'created' },
      },
    ]);
    const listed = await withToken(ctx.app, adminToken).get('/admin/large-party?restaurantId=1');
    expect((listed.body.requests as TLargePartyRequest[]).map((r) => r.id)).toContain(created.id);
  });

  it('answers in Croatian when asked', async () => {
    const res = await post({ ...valid, date: '2026-06-16' }, 'hr');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Zahtjev je poslan. Naše osoblje uskoro će vas kontaktirati.');
    const tooSoon = await post({ ...valid, date: '2026-06-12' }, 'hr');
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.error).toBe('Zahtjeve za velike grupe treba poslati najmanje 5 dana unaprijed.');
  });

  it('needs at least 5 Zagreb days of notice, and never a past day', async () => {
    await expectRefused(
      { ...valid, date: '2026-06-14', time: '23:30' },
      'Large party requests must be at least 5 days in advance.',
    );
    await expectRefused(
      { ...valid, date: '2026-06-10', time: '20:00' },
      'Large party requests must be at least 5 days in advance.',
    );
    await expectRefused({ ...valid, date: '2026-06-09' }, 'You cannot reserve in the past');
    expect((await post({ ...valid, date: '2026-06-15', time: '11:00' })).status).toBe(201);
  });

  it('takes the restaurant’s own minimum notice (floorplan.largePartyMinDaysAhead), in en and hr', async () => {
    const manager = withToken(ctx.app, managerToken);
    const set = (largePartyMinDaysAhead: unknown) =>
      manager.patch('/restaurants/1', { floorplan: { largePartyMinDaysAhead } });
    try {
      // Validated on the server: a whole number from 0 to 60, nothing changed otherwise.
      for (const bad of [-1, 61, 2.5, '3', null]) {
        const res = await set(bad);
        expect(res.status).toBe(400);
      }
      const restaurant = await ctx.orm.em.fork().findOneOrFail(Restaurant, { id: 1 });
      expect(restaurant.floorplan.largePartyMinDaysAhead).toBeUndefined();
      // Unset, the answers carry the spec's default, so the guest form can say it.
      expect((await request(ctx.app).get('/restaurants/1')).body.floorplan.largePartyMinDaysAhead).toBe(5);

      expect((await set(10)).status).toBe(200);
      expect((await request(ctx.app).get('/restaurants/1')).body.floorplan.largePartyMinDaysAhead).toBe(10);
      await expectRefused(valid, 'Large party requests must be at least 10 days in advance.');
      const hr = await post({ ...valid, date: '2026-06-19' }, 'hr');
      expect(hr.status).toBe(400);
      expect(hr.body.error).toBe('Zahtjeve za velike grupe treba poslati najmanje 10 dana unaprijed.');
      expect((await post({ ...valid, date: '2026-06-20' })).status).toBe(201);

      expect((await set(1)).status).toBe(200);
      await expectRefused(
        { ...valid, date: '2026-06-10' },
        'Large party requests must be at least 1 day in advance.',
      );
      const hrOne = await post({ ...valid, date: '2026-06-10' }, 'hr');
      expect(hrOne.body.error).toBe('Zahtjeve za velike grupe treba poslati najmanje 1 dan unaprijed.');
      expect((await post({ ...valid, date: '2026-06-11' })).status).toBe(201);

      // 0: today is fine (a past day still is not).
      expect((await set(0)).status).toBe(200);
      expect((await post({ ...valid, date: '2026-06-10', time: '20:00' })).status).toBe(201);
      await expectRefused({ ...valid, date: '2026-06-09' }, 'You cannot reserve in the past');
    } finally {
      expect((await set(5)).status).toBe(200);
    }
  });

  it('sends the guest a receipt through the outbox: by email, else by SMS, in their language', async () => {
    const receipts = (requestId: number) =>
      ctx.orm.em
        .fork()
        .find(OutboxMessage, {
          kind: 'large_party_receipt',
          dedupeKey: { $like: `large-party-receipt:${requestId}:%` },
        });
    const withEmail = await post({ ...valid, date: '2026-06-21' });
    expect(withEmail.status).toBe(201);
    const mails = await receipts(withEmail.body.request.id as number);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', recipient: 'horvat@example.com', language: 'en' });
    expect(mails[0]!.subject).toBe('We received your large-party request – Konoba Stol');
    expect(mails[0]!.text).toContain(
      'Konoba Stol received your request for 9 guests on Sunday, 21 June 2026 at 19:30.',
    );

    const { email: _e, ...noEmail } = valid;
    const bySms = await post({ ...noEmail, date: '2026-06-22', language: 'hr' }, 'hr');
    expect(bySms.status).toBe(201);
    const sms = await receipts(bySms.body.request.id as number);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', recipient: '+385915550303', language: 'hr' });
    expect(sms[0]!.text).toBe(
      'Konoba Stol: primili smo vaš zahtjev za 9 gostiju, ponedjeljak, 22. lipnja 2026. u 19:30. Naše osoblje uskoro će vas kontaktirati radi potvrde.',
    );

    // A refused request sends nothing.
    const before = await ctx.orm.em.fork().count(OutboxMessage, { kind: 'large_party_receipt' });
    expect((await post({ ...valid, guests: 3 })).status).toBe(400);
    expect(await ctx.orm.em.fork().count(OutboxMessage, { kind: 'large_party_receipt' })).toBe(before);
  });

  it('takes the restaurant’s large-party range, capped at 20', async () => {
    await expectRefused({ ...valid, guests: 6 }, 'Large parties are from 7 to 20 guests.');
    await expectRefused({ ...valid, guests: 21 }, 'Large parties are from 7 to 20 guests.');
    expect((await post({ ...valid, guests: 7 })).status).toBe(201);
    expect((await post({ ...valid, guests: 20 })).status).toBe(201);

    const fromEight = await ctx.orm.em.fork().findOneOrFail(Restaurant, { id: 2 });
    await setRestaurant(2, { floorplan: { ...fromEight.floorplan, largePartyFrom: 8, largePartyTo: 30 } });
    await expectRefused({ ...valid, restaurantId: 2, guests: 7 }, 'Large parties are from 8 to 20 guests.');
    await expectRefused({ ...valid, restaurantId: 2, guests: 21 }, 'Large parties are from 8 to 20 guests.');
    await setRestaurant(2, { floorplan: { ...fromEight.floorplan, largePartyFrom: 8, largePartyTo: 12 } });
    await expectRefused({ ...valid, restaurantId: 2, guests: 13 }, 'Large parties are from 8 to 12 guests.');
    expect((await post({ ...valid, restaurantId: 2, guests: 12 })).status).toBe(201);
  });

  it('needs a phone of at least 8 digits as the guest typed it', async () => {
    await expectRefused({ ...valid, phone: '1234567' }, 'Please enter a valid phone number (min 8 digits).');
    await expectRefused(
      { ...valid, phone: '+385 12 34' },
      'Please enter a valid phone number (min 8 digits).',
    );
    const ok = await post({ ...valid, phone: '00385 91 234' });
    expect(ok.status).toBe(201);
    expect(ok.body.request.phone).toBe('+38591234');
  });

  it('names each missing or malformed field with the spec’s words', async () => {
    const { name: _n, ...noName } = valid;
    await expectRefused(noName, 'Please enter your name');
    await expectRefused({ ...valid, name: '   ' }, 'Please enter your name');
    await expectRefused({ ...valid, phone: '' }, 'Please enter a phone number first');
    await expectRefused({ ...valid, date: '' }, 'Please choose date');
    await expectRefused({ ...valid, date: '2026-02-30' }, 'Please choose date');
    await expectRefused({ ...valid, time: '' }, 'Please select a time');
    await expectRefused({ ...valid, time: '25:00' }, 'Please select a time');
    await expectRefused({ ...valid, email: 'not-an-email' }, 'Please enter a valid email address');
    await expectRefused({ ...valid, guests: 'nine' }, 'Guests must be a whole number');
    await expectRefused({ ...valid, guests: 9.5 }, 'Guests must be a whole number');
    // Email is optional.
    const { email: _e, ...noEmail } = valid;
    const ok = await post(noEmail);
    expect(ok.status).toBe(201);
    expect(ok.body.request.email).toBeNull();
  });

  it('refuses an unknown or inactive restaurant', async () => {
    const before = await requestCount();
    const unknown = await post({ ...valid, restaurantId: 99999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Restaurant not found');
    expect(await requestCount()).toBe(before);

    await setRestaurant(3, { specialPromotions: { status: 'inactive' } });
    await expectRefused(
      { ...valid, restaurantId: 3 },
      'This restaurant is not taking requests at the moment',
    );
    await setRestaurant(3, {
      specialPromotions: { status: 'until', inactiveUntil: '2026-06-11T00:00:00+02:00' },
    });
    await expectRefused(
      { ...valid, restaurantId: 3 },
      'This restaurant is not taking requests at the moment',
    );
    await setRestaurant(3, { specialPromotions: { status: 'until', inactiveUntil: '2026-06-10T09:00:00Z' } });
    expect((await post({ ...valid, restaurantId: 3 })).status).toBe(201);
    await setRestaurant(3, { specialPromotions: { status: 'active', inactiveUntil: null } });
    expect((await post({ ...valid, restaurantId: 3 })).status).toBe(201);
  });

  it('makes one request for a retry with the same Idempotency-Key', async () => {
    const before = await requestCount();
    const send = () =>
      request(ctx.app)
        .post('/public/large-party')
        .set('Idempotency-Key', 'large-party-retry-1')
        .send({ ...valid, date: '2026-06-20' });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.request.id).toBe(first.body.request.id);
    expect(await requestCount()).toBe(before + 1);
  });

  it('is counted by the guest-write limit, valid or not', async () => {
    const app = ctx.appWith({ rateLimits: rateLimitsWith({ guestWrite: 2 }) });
    expect((await request(app).post('/public/large-party').send(valid)).status).toBe(201);
    expect((await request(app).post('/public/large-party').send({})).status).toBe(400);
    const blocked = await request(app).post('/public/large-party').send(valid);
    expect(blocked.status).toBe(429);
    // The limiter shares its counters with /reserve: the same guest is slowed down there too.
    expect((await request(app).post('/reserve').send({})).status).toBe(429);
  });
});
