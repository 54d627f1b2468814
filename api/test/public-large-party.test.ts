import request from 'supertest';
import type { TLargePartyRequest } from '@stol/contracts';
import { LargePartyRequest } from '../src/modules/large-party/large-party-request.entity';
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

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  adminToken = (await loginEveryRole(ctx.app)).restaurantadmin;
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
        payload: { restaurantId: 1, largePartyRequestId: created.id },
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
