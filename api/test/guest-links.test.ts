import {
  BOOKING_MESSAGES,
  GUEST_LINK_MESSAGES,
  type TGuestReservationView,
  type TTheme,
} from '@stol/contracts';
import request from 'supertest';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { Review } from '../src/modules/reviews/review.entity';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { recordEmits } from './support/record-emits';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * A guest's link over HTTP on PostgreSQL (guest spec §2.5–§2.7, §7.1; issue 12 §2): look the booking up, cancel
 * it, move it, review the visit. Bookings are made the guest's way (POST /reserve), which hands out the token.
 * Now is Wednesday 2026-06-10 12:00 in Zagreb; the restaurant takes changes until 6 hours before a visit.
 */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let fx: Fixture;
let closedOnline: Fixture;

const SELF_SERVICE: TTheme = {
  featureFlags: { enableSelfCancel: true, selfCancelHours: 6, enableEmailConfirmation: true },
};

async function setTheme(fixture: Fixture, theme: TTheme) {
  await ctx.orm.em.fork().nativeUpdate(Restaurant, { id: fixture.restaurantId }, { theme });
}

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  fx = await createFixtureRestaurant(ctx.orm, {
    specialHours: { '2026-06-20': { closed: true } },
    tables: [
      { number: 1, seats: 4 },
      { number: 2, seats: 4 },
      { number: 3, seats: 4 },
    ],
  });
  await setTheme(fx, SELF_SERVICE);
  closedOnline = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 4 }] });
});
afterEach(() => ctx.clock.set(NOW));
afterAll(async () => {
  await ctx.close();
});

/** Books through the public API and answers the reservation's id and guest token. */
async function bookAsGuest(date: string, table = 1, fixture = fx): Promise<{ id: number; token: string }> {
  const res = await request(ctx.app).post('/reserve').send({
    tableId: fixture.tables[table],
    date,
    name: 'Ana Horvat',
    phone: '091 234 5678',
    email: 'ana@example.com',
    guests: 2,
  });
  expect(res.status).toBe(201);
  return { id: res.body.reservation.id, token: res.body.reservation.token };
}

const row = (id: number) => ctx.orm.em.fork().findOneOrFail(Reservation, { id });
const messagesOf = (reservationId: number, kind: OutboxMessage['kind']) =>
  ctx.orm.em.fork().count(OutboxMessage, { reservationId, kind });
const view = (token: string) => request(ctx.app).get(`/public/reservations/${token}`);
const cancel = (token: string, path = '/public/reservations/cancel') =>
  request(ctx.app).post(path).send({ token });
const modify = (token: string, date?: string, guests?: number) =>
  request(ctx.app).post('/public/reservations/modify').send({ token, date, guests });

describe('GET /public/reservations/{token}', () => {
  it("shows the guest their booking, the restaurant and the table, never their contact data, and isn't cached", async () => {
    const { token, id } = await bookAsGuest('2026-06-12T19:00:00+02:00');
    const res = await view(token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as TGuestReservationView;
    expect(body).toEqual({
      id,
      name: 'Ana Horvat',
      date: '2026-06-12T17:00:00.000Z',
      endDate: '2026-06-12T18:00:00.000Z',
      guests: 2,
      status: 'confirmed',
      table: {
        id: fx.tables[1],
        number: 1,
        seats: 4,
        restaurant: { id: fx.restaurantId, name: 'Fixture', address: null },
      },
      restaurant: { id: fx.restaurantId, name: 'Fixture', address: null },
      canChange: true,
      changeRefusal: null,
      changeDeadline: '2026-06-12T11:00:00.000Z',
    });
    expect(JSON.stringify(body)).not.toMatch(/091|ana@example|token/);
  });

  it("answers an unknown token with 404 and a malformed one with 400, both 'Reservation not found or invalid token'", async () => {
    const unknown = await view('A'.repeat(32));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(GUEST_LINK_MESSAGES.notFound);
    const malformed = await view('not*a*token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe(GUEST_LINK_MESSAGES.notFound);
    const hr = await view('A'.repeat(32)).set('Accept-Language', 'hr');
    expect(hr.body.error).toBe('Rezervacija nije pronađena ili poveznica nije valjana');
  });

  it('says why a change is not taken online: too late, passed, self-service off', async () => {
    const soon = await bookAsGuest('2026-06-10T17:00:00+02:00');
    expect((await view(soon.token)).body).toMatchObject({ canChange: false, changeRefusal: 'too_late' });
    const elsewhere = await bookAsGuest('2026-06-12T19:00:00+02:00', 1, closedOnline);
    expect((await view(elsewhere.token)).body).toMatchObject({
      canChange: false,
      changeRefusal: 'self_service_off',
      changeDeadline: null,
    });
    ctx.clock.set('2026-06-10T16:00:00Z');
    expect((await view(soon.token)).body).toMatchObject({ canChange: false, changeRefusal: 'passed' });
  });
});

describe('guest cancel', () => {
  it.each(['/public/reservations/cancel', '/public/cancel-by-token'])(
    '%s cancels, frees the table, tells the guest and the restaurant',
    async (path) => {
      const date = path.endsWith('by-token') ? '2026-06-13T19:00:00+02:00' : '2026-06-13T20:00:00+02:00';
      const { token, id } = await bookAsGuest(date);
      let res!: request.Response;
      const emitted = await recordEmits(ctx.deps.realtime, async () => {
        res = await cancel(token, path);
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Reservation cancelled successfully');
      expect(res.body.reservation).toMatchObject({ status: 'cancelled', canChange: false });
      expect((await row(id)).status).toBe('cancelled');
      expect(await messagesOf(id, 'cancellation')).toBe(1);
      expect(emitted.map((e) => [e.event, e.payload.reservationId])).toEqual([['reservation.updated', id]]);
      // The table is free again at that time.
      await bookAsGuest(date);
    },
  );

  it('refuses a second cancel, leaving one cancellation notice', async () => {
    const { token, id } = await bookAsGuest('2026-06-14T19:00:00+02:00');
    expect((await cancel(token)).status).toBe(200);
    const again = await cancel(token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(GUEST_LINK_MESSAGES.notActive);
    expect(await messagesOf(id, 'cancellation')).toBe(1);
  });

  it("refuses a visit that has passed with the spec's text, and changes nothing", async () => {
    const { token, id } = await bookAsGuest('2026-06-10T19:00:00+02:00');
    ctx.clock.set('2026-06-10T17:30:00Z');
    const res = await cancel(token);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This reservation cannot be cancelled as it has already passed.');
    expect((await row(id)).status).toBe('confirmed');
  });

  it('refuses within the restaurant’s hours before the visit, naming them (hr too)', async () => {
    const { token, id } = await bookAsGuest('2026-06-10T17:30:00+02:00', 3);
    const res = await cancel(token);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(GUEST_LINK_MESSAGES.tooLate(6));
    const hr = await cancel(token).set('Accept-Language', 'hr');
    expect(hr.body.error).toBe(
      'Izmjene putem interneta moguće su do 6 sati prije rezervacije. Molimo nazovite restoran.',
    );
    expect((await row(id)).status).toBe('confirmed');
  });

  it('refuses when the restaurant takes no changes online (403), and changes nothing', async () => {
    const { token, id } = await bookAsGuest('2026-06-15T19:00:00+02:00', 1, closedOnline);
    const res = await cancel(token);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(GUEST_LINK_MESSAGES.selfServiceOff);
    expect((await row(id)).status).toBe('confirmed');
  });

  it.each([[{}], [{ token: '' }], [{ token: 42 }], [{ token: 'x'.repeat(65) }]])(
    'refuses %j with 400',
    async (body) => {
      const res = await request(ctx.app).post('/public/reservations/cancel').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(GUEST_LINK_MESSAGES.notFound);
    },
  );
});

describe('guest modify', () => {
  it('moves the booking to another offered time, keeping table and length, and tells the guest', async () => {
    const { token, id } = await bookAsGuest('2026-06-16T19:00:00+02:00', 2);
    let res!: request.Response;
    const emitted = await recordEmits(ctx.deps.realtime, async () => {
      res = await modify(token, '2026-06-17T13:30:00+02:00');
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Updated. Thank you!');
    expect(res.body.reservation).toMatchObject({ date: '2026-06-17T11:30:00.000Z', table: { number: 2 } });
    const after = await row(id);
    expect(after.startAt.toISOString()).toBe('2026-06-17T11:30:00.000Z');
    expect(after.endAt.toISOString()).toBe('2026-06-17T12:30:00.000Z');
    expect(after.tableId).toBe(fx.tables[2]);
    expect(await messagesOf(id, 'modification')).toBe(1);
    expect(emitted.map((e) => e.event)).toEqual(['reservation.updated']);
  });

  it('refuses a time taken by another booking with 409 and the conflict, leaving the booking as it was', async () => {
    await bookAsGuest('2026-06-18T20:00:00+02:00', 3);
    const { token, id } = await bookAsGuest('2026-06-18T18:00:00+02:00', 3);
    const res = await modify(token, '2026-06-18T20:00:00+02:00');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(GUEST_LINK_MESSAGES.timeTaken);
    expect(res.body.conflicts).toHaveLength(1);
    const hr = await modify(token, '2026-06-18T20:00:00+02:00').set('Accept-Language', 'hr');
    expect(hr.body.error).toBe('To je vrijeme za vašim stolom već zauzeto. Odaberite drugo vrijeme.');
    expect((await row(id)).startAt.toISOString()).toBe('2026-06-18T16:00:00.000Z');
  });

  it.each([
    ['a time between slots', '2026-06-19T13:15:00+02:00', BOOKING_MESSAGES.slotNotOffered],
    ['after the last slot', '2026-06-19T20:30:00+02:00', BOOKING_MESSAGES.slotNotOffered],
    ['a closed day', '2026-06-20T13:00:00+02:00', BOOKING_MESSAGES.closedDay],
    ['the past', '2026-06-09T13:00:00+02:00', null],
  ])('refuses %s with 400 and changes nothing', async (_what, date, message) => {
    const { token, id } = await bookAsGuest('2026-06-19T19:00:00+02:00', 2);
    const res = await modify(token, date);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    expect((await row(id)).startAt.toISOString()).toBe('2026-06-19T17:00:00.000Z');
    await cancel(token);
  });

  it('follows the same window as cancel: too late is refused', async () => {
    const { token } = await bookAsGuest('2026-06-10T17:00:00+02:00', 2);
    const res = await modify(token, '2026-06-11T13:00:00+02:00');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(GUEST_LINK_MESSAGES.tooLate(6));
  });

  it('refuses a malformed date or party, and a change of neither, with 400', async () => {
    const { token, id } = await bookAsGuest('2026-06-21T19:00:00+02:00', 2);
    for (const date of ['', 'tomorrow', '2026-06-22']) {
      const res = await request(ctx.app).post('/public/reservations/modify').send({ token, date });
      expect(res.status).toBe(400);
    }
    for (const guests of [0, 21, 2.5, '3']) {
      const res = await request(ctx.app).post('/public/reservations/modify').send({ token, guests });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(BOOKING_MESSAGES.guestsRange);
    }
    const neither = await request(ctx.app).post('/public/reservations/modify').send({ token });
    expect(neither.status).toBe(400);
    expect(neither.body.error).toBe(GUEST_LINK_MESSAGES.nothingToChange);
    const hr = await request(ctx.app)
      .post('/public/reservations/modify')
      .set('Accept-Language', 'hr')
      .send({ token });
    expect(hr.body.error).toBe('Odaberite novi datum, vrijeme ili broj gostiju');
    expect((await row(id)).guests).toBe(2);
  });
});

/** Issue 23 §4: the party size too, under every booking rule, each refusal with its own reason. */
describe('guest modify: party size and every rule', () => {
  it('changes the party size alone, keeping the time, and tells the guest and the restaurant', async () => {
    const { token, id } = await bookAsGuest('2026-06-25T19:00:00+02:00', 1);
    let res!: request.Response;
    const emitted = await recordEmits(ctx.deps.realtime, async () => {
      res = await modify(token, undefined, 4);
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(GUEST_LINK_MESSAGES.modified);
    expect(res.body.reservation).toMatchObject({ guests: 4, date: '2026-06-25T17:00:00.000Z' });
    const after = await row(id);
    expect([after.guests, after.startAt.toISOString()]).toEqual([4, '2026-06-25T17:00:00.000Z']);
    expect(await messagesOf(id, 'modification')).toBe(1);
    expect(emitted.map((e) => e.event)).toEqual(['reservation.updated']);
  });

  it('changes party and time together in one write', async () => {
    const { token, id } = await bookAsGuest('2026-06-26T19:00:00+02:00', 1);
    const res = await modify(token, '2026-06-26T13:00:00+02:00', 3);
    expect(res.status).toBe(200);
    const after = await row(id);
    expect([after.guests, after.startAt.toISOString(), after.endAt.toISOString()]).toEqual([
      3,
      '2026-06-26T11:00:00.000Z',
      '2026-06-26T12:00:00.000Z',
    ]);
    expect(await messagesOf(id, 'modification')).toBe(1);
  });

  it("refuses a party the table does not seat with 409 naming the table, in the guest's language", async () => {
    const { token, id } = await bookAsGuest('2026-06-27T19:00:00+02:00', 2);
    const res = await modify(token, '2026-06-27T13:00:00+02:00', 5);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Your table (table 2) seats 4. For a larger party, please call the restaurant.',
    );
    const hr = await modify(token, undefined, 6).set('Accept-Language', 'hr');
    expect(hr.status).toBe(409);
    expect(hr.body.error).toBe('Vaš stol (stol 2) ima 4 mjesta. Za veće društvo molimo nazovite restoran.');
    const small = await modify(token, undefined, 1);
    expect(small.status).toBe(409);
    expect(small.body.error).toBe(
      'Your table (table 2) is for at least 2 guests. For a smaller party, please call the restaurant.',
    );
    const smallHr = await modify(token, undefined, 1).set('Accept-Language', 'hr');
    expect(smallHr.body.error).toBe(
      'Vaš stol (stol 2) predviđen je za najmanje 2 gostiju. Za manje društvo molimo nazovite restoran.',
    );
    const after = await row(id);
    expect([after.guests, after.startAt.toISOString()]).toEqual([2, '2026-06-27T17:00:00.000Z']);
    expect(await messagesOf(id, 'modification')).toBe(0);
  });

  it('refuses a closed day, a time in the past and a time not offered, each with its own sentence (hr too)', async () => {
    const { token, id } = await bookAsGuest('2026-06-28T19:00:00+02:00', 2);
    const closed = await modify(token, '2026-06-20T13:00:00+02:00', 3).set('Accept-Language', 'hr');
    expect(closed.status).toBe(400);
    expect(closed.body.error).toBe('Restoran je taj dan zatvoren');
    expect((await modify(token, '2026-06-20T13:00:00+02:00')).body.error).toBe(BOOKING_MESSAGES.closedDay);
    expect((await modify(token, '2026-06-09T13:00:00+02:00')).body.error).toBe(BOOKING_MESSAGES.dateInPast);
    expect((await modify(token, '2026-06-10T11:00:00+02:00')).body.error).toBe(BOOKING_MESSAGES.timeInPast);
    expect((await modify(token, '2026-06-28T13:10:00+02:00')).body.error).toBe(
      BOOKING_MESSAGES.slotNotOffered,
    );
    const after = await row(id);
    expect([after.guests, after.startAt.toISOString()]).toEqual([2, '2026-06-28T17:00:00.000Z']);
  });

  it('refuses a party change too once changes have closed, naming the hours', async () => {
    const { token, id } = await bookAsGuest('2026-06-10T15:30:00+02:00', 1);
    const res = await modify(token, undefined, 3);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(GUEST_LINK_MESSAGES.tooLate(6));
    expect((await row(id)).guests).toBe(2);
  });

  it('refuses a move while the table is held for maintenance', async () => {
    const { token, id } = await bookAsGuest('2026-06-29T19:00:00+02:00', 3);
    const tables = ctx.orm.em.fork();
    await tables
      .getConnection()
      .execute(`update tables set status = 'maintenance' where id = ?`, [fx.tables[3]]);
    try {
      const res = await modify(token, '2026-06-29T13:00:00+02:00');
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(BOOKING_MESSAGES.tableHeld);
      expect((await row(id)).startAt.toISOString()).toBe('2026-06-29T17:00:00.000Z');
    } finally {
      await tables
        .getConnection()
        .execute(`update tables set status = 'available' where id = ?`, [fx.tables[3]]);
    }
  });

  it('lets exactly one of two guests racing for the same time at one table have it', async () => {
    const first = await bookAsGuest('2026-06-30T13:00:00+02:00', 2);
    const second = await bookAsGuest('2026-06-30T19:00:00+02:00', 2);
    const answers = await Promise.all([
      modify(first.token, '2026-06-30T16:00:00+02:00'),
      modify(second.token, '2026-06-30T16:00:00+02:00', 3),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.error).toBe(GUEST_LINK_MESSAGES.timeTaken);
    const rows = [await row(first.id), await row(second.id)];
    const moved = rows.filter((r) => r.startAt.toISOString() === '2026-06-30T14:00:00.000Z');
    expect(moved).toHaveLength(1);
    // The loser is as it was: its time and its party.
    const kept = rows.find((r) => r !== moved[0])!;
    expect(kept.startAt.toISOString()).toBe(
      kept.id === first.id ? '2026-06-30T11:00:00.000Z' : '2026-06-30T17:00:00.000Z',
    );
    expect(kept.guests).toBe(2);
  });

  it("offers the guest's own time as free on their link's availability, and only theirs", async () => {
    const { token } = await bookAsGuest('2026-07-01T19:00:00+02:00', 1);
    const ask = (extra: object) =>
      request(ctx.app)
        .get('/public/availability')
        .query({ restaurantId: fx.restaurantId, date: '2026-07-01', tableId: fx.tables[1], ...extra });
    const slotAt = (res: request.Response, time: string) =>
      (res.body.slots as { time: string; available: boolean; reason: string | null }[]).find(
        (slot) => slot.time === time,
      );
    const everyone = await ask({});
    expect(slotAt(everyone, '19:00')).toMatchObject({ available: false, reason: 'taken' });
    const own = await ask({ reservationToken: token });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(slotAt(own, '19:00')).toMatchObject({ available: true, reason: null });
    const stranger = await ask({ reservationToken: 'C'.repeat(32) });
    expect(slotAt(stranger, '19:00')).toMatchObject({ available: false, reason: 'taken' });
    expect((await ask({ reservationToken: 'bad*token' })).status).toBe(400);
  });
});

describe('reviews', () => {
  const reviewView = (token: string) => request(ctx.app).get(`/public/reviews/${token}`);
  const submit = (body: object) => request(ctx.app).post('/public/reviews/submit').send(body);
  const reviewsOf = (reservationId: number) => ctx.orm.em.fork().count(Review, { reservationId });

  it('takes one review after the visit: 1–5 stars and a comment, then says it was given', async () => {
    const { token, id } = await bookAsGuest('2026-06-10T13:00:00+02:00', 3);
    const before = await reviewView(token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      date: '2026-06-10T11:00:00.000Z',
      guests: 2,
      table: { number: 3, restaurant: { name: 'Fixture' } },
      canReview: false,
      refusal: 'too_early',
    });
    const early = await submit({ token, rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(GUEST_LINK_MESSAGES.reviewTooEarly);

    ctx.clock.set('2026-06-10T12:30:00Z');
    expect((await reviewView(token)).body).toMatchObject({ canReview: true, refusal: null });
    const res = await submit({ token, rating: 4, comment: '  Lovely terrace  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank You!' });
    const stored = await ctx.orm.em.fork().findOneOrFail(Review, { reservationId: id });
    expect([stored.rating, stored.comment]).toEqual([4, 'Lovely terrace']);
    expect((await reviewView(token)).body).toMatchObject({ canReview: false, refusal: 'reviewed' });
    const twice = await submit({ token, rating: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(GUEST_LINK_MESSAGES.reviewTwice);
    expect(await reviewsOf(id)).toBe(1);
  });

  it('stores exactly one review when the same link submits twice at once', async () => {
    const { token, id } = await bookAsGuest('2026-06-10T13:30:00+02:00', 1);
    ctx.clock.set('2026-06-10T12:30:00Z');
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit({ token, rating: 5 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await reviewsOf(id)).toBe(1);
  });

  it('refuses a cancelled visit', async () => {
    const { token } = await bookAsGuest('2026-06-23T19:00:00+02:00', 1);
    await cancel(token);
    ctx.clock.set('2026-06-24T10:00:00Z');
    expect((await reviewView(token)).body).toMatchObject({ canReview: false, refusal: 'not_visited' });
    const res = await submit({ token, rating: 3 });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(GUEST_LINK_MESSAGES.reviewNotVisited);
  });

  it.each([
    [{ rating: 0 }, GUEST_LINK_MESSAGES.ratingRange],
    [{ rating: 6 }, GUEST_LINK_MESSAGES.ratingRange],
    [{ rating: 2.5 }, GUEST_LINK_MESSAGES.ratingRange],
    [{ rating: '5' }, GUEST_LINK_MESSAGES.ratingRange],
    [{}, GUEST_LINK_MESSAGES.ratingRange],
    [{ rating: 5, comment: 'x'.repeat(501) }, GUEST_LINK_MESSAGES.commentTooLong],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const { token, id } = await bookAsGuest('2026-06-10T14:00:00+02:00', 2);
    ctx.clock.set('2026-06-10T12:30:00Z');
    const res = await submit({ token, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await reviewsOf(id)).toBe(0);
    await ctx.orm.em.fork().nativeDelete(Reservation, { id });
  });

  it("answers an unknown link with 'Invalid review link or reservation not found'", async () => {
    const res = await reviewView('B'.repeat(32));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(GUEST_LINK_MESSAGES.reviewNotFound);
  });
});
