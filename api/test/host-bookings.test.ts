import {
  BOOKING_MESSAGES,
  LIFECYCLE_MESSAGES,
  RESERVATION_DETAILS_EMPTY_MESSAGE,
  RESERVATION_DETAILS_MESSAGES,
  RESERVATION_NOTES_MESSAGE,
  ZCreateReservationResponse,
  ZGuestSummary,
  ZReservationListResponse,
  type TRole,
  type TSocketEvent,
} from '@stol/contracts';
import request from 'supertest';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { ReservationTable } from '../src/modules/reservations/reservation-table.entity';
import { addTable, book, createFixtureRestaurant, fixtureOf, type Fixture } from './support/booking-fixtures';
import { loginEveryRole, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The host stand's API (issue 22 §1, §2) on PostgreSQL: phone bookings (POST /reservations), guest details and
 * notes (PATCH), cancel, and the guest behind a phone (GET /reservations/{id}/guest, guestHistory on list rows).
 * Now: Wednesday 2026-06-10 12:00 in Zagreb. Restaurant 1 (the seed's, 11-21 every 30 minutes) is staff's; the
 * fixture restaurant is nobody's but the superadmin's.
 */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let r1: Fixture;
let fx: Fixture;
const as = (role: TRole) => withToken(ctx.app, tokens[role]);

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  r1 = await fixtureOf(ctx.orm, 1);
  for (const number of [901, 902, 903, 904, 905, 906, 907]) await addTable(ctx.orm, r1, number, 4);
  fx = await createFixtureRestaurant(ctx.orm, {
    specialHours: { '2026-06-12': { closed: true } },
    tables: [
      { number: 1, seats: 2 },
      { number: 2, seats: 4 },
      { number: 3, seats: 4 },
      { number: 4, seats: 8 },
      { number: 5, seats: 10, status: 'maintenance' },
    ],
  });
});
afterAll(async () => {
  await ctx.close();
});

interface Seen {
  event: TSocketEvent;
  restaurantId: number;
  reservationId?: number;
  /** Whether the reservation's row was visible to another connection when the event went out. */
  committed?: boolean;
}

/** The events emitted while `run` runs, each with whether its write was already committed then. */
async function eventsDuring(run: () => Promise<unknown>): Promise<Seen[]> {
  const seen: Seen[] = [];
  const checks: Promise<void>[] = [];
  const original = ctx.deps.realtime.emitToRestaurant;
  ctx.deps.realtime.emitToRestaurant = (restaurantId, event, payload) => {
    const entry: Seen = { event, restaurantId, reservationId: payload.reservationId };
    seen.push(entry);
    if (payload.reservationId !== undefined)
      checks.push(
        ctx.orm.em
          .fork()
          .count(Reservation, { id: payload.reservationId })
          .then((n) => void (entry.committed = n === 1)),
      );
    original(restaurantId, event, payload);
  };
  try {
    await run();
  } finally {
    ctx.deps.realtime.emitToRestaurant = original;
  }
  await Promise.all(checks);
  return seen;
}

const phoneBooking = {
  name: 'Marko Marić',
  phone: '091 555 0101',
  email: 'marko@example.com',
  guests: 3,
  notes: 'Nut allergy; window seat please',
};
const outboxOf = (reservationId: number) =>
  ctx.orm.em.fork().find(OutboxMessage, { reservationId }, { orderBy: { id: 'asc' } });
const activeRows = (reservationId: number) =>
  ctx.orm.em.fork().count(ReservationTable, { reservationId, active: true });

describe('POST /reservations (a phone booking)', () => {
  it('staff books by phone: 201 with the list item (E.164 phone, notes), the confirmation with the manage link in the outbox, reservation.created after the commit', async () => {
    let res!: request.Response;
    const seen = await eventsDuring(async () => {
      res = await as('staff').post('/reservations', {
        ...phoneBooking,
        restaurantId: 1,
        tableId: r1.tables[901],
        date: '2026-06-11T19:00:00+02:00',
      });
    });
    expect(res.status).toBe(201);
    const { reservation } = ZCreateReservationResponse.parse(res.body);
    expect(reservation).toMatchObject({
      restaurantId: 1,
      tableId: r1.tables[901],
      table: { id: r1.tables[901], number: 901 },
      name: 'Marko Marić',
      phone: '+385915550101',
      email: 'marko@example.com',
      guests: 3,
      notes: 'Nut allergy; window seat please',
      date: '2026-06-11T17:00:00.000Z',
      status: 'confirmed',
      guestHistory: { visits: 0, noShows: 0, cancellations: 0, lastVisit: null },
    });
    expect(seen).toEqual([
      { event: 'reservation.created', restaurantId: 1, reservationId: reservation.id, committed: true },
    ]);
    // Restaurant 1 sends email confirmations: the guest's, with the link to manage the booking.
    const stored = await ctx.orm.em.fork().findOneOrFail(Reservation, { id: reservation.id });
    const [confirmation] = (await outboxOf(reservation.id)).filter((m) => m.kind === 'confirmation');
    expect(confirmation).toMatchObject({ channel: 'email', recipient: 'marko@example.com' });
    expect(confirmation!.text).toContain(`/modify/${stored.token}`);
  });

  it("refuses another restaurant's user (403) and an unauthenticated caller (401)", async () => {
    const body = { ...phoneBooking, restaurantId: fx.restaurantId, tableId: fx.tables[2] };
    const date = '2026-06-11T13:00:00+02:00';
    for (const role of ['staff', 'restaurantadmin', 'restaurantmanager'] as const) {
      const res = await as(role).post('/reservations', { ...body, date });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect(
      (
        await request(ctx.app)
          .post('/reservations')
          .send({ ...body, date })
      ).status,
    ).toBe(401);
    // A table of another restaurant is not one of the named restaurant's tables.
    const elsewhere = await as('staff').post('/reservations', { ...body, restaurantId: 1, date });
    expect(elsewhere.status).toBe(404);
    expect(await ctx.orm.em.fork().count(Reservation, { restaurantId: fx.restaurantId })).toBe(0);
  });

  it('an overlap is a 409 naming the conflicts', async () => {
    const body = { ...phoneBooking, restaurantId: fx.restaurantId, tableId: fx.tables[2] };
    const first = await as('superadmin').post('/reservations', {
      ...body,
      date: '2026-06-11T13:00:00+02:00',
    });
    expect(first.status).toBe(201);
    const clash = await as('superadmin').post('/reservations', {
      ...body,
      date: '2026-06-11T13:30:00+02:00',
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      error: 'Table 2 (13:00-14:00) are already reserved.',
      code: 'RESERVATION_OVERLAP',
      conflicts: [
        {
          tableNumber: 2,
          conflictStart: '2026-06-11T11:00:00.000Z',
          conflictEnd: '2026-06-11T12:00:00.000Z',
        },
      ],
    });
  });

  it('parallel bookings of one table and slot: one 201, the rest 409 (the exclusion constraint decides)', async () => {
    const body = {
      ...phoneBooking,
      restaurantId: fx.restaurantId,
      tableId: fx.tables[3],
      date: '2026-06-15T18:00:00+02:00',
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as('superadmin').post('/reservations', { ...body, name: `Caller ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    expect(
      await ctx.orm.em
        .fork()
        .count(Reservation, { tableId: fx.tables[3], startAt: new Date('2026-06-15T16:00:00Z') }),
    ).toBe(1);
  });

  it('a party larger than the table: refused with the seat rule, booked with allowOverCapacity', async () => {
    const body = {
      ...phoneBooking,
      guests: 6,
      restaurantId: fx.restaurantId,
      tableId: fx.tables[2],
      date: '2026-06-16T19:00:00+02:00',
    };
    const refused = await as('superadmin').post('/reservations', body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Min 2, Max 4 for this table.');
    const booked = await as('superadmin').post('/reservations', { ...body, allowOverCapacity: true });
    expect(booked.status).toBe(201);
    expect(booked.body.reservation).toMatchObject({ tableId: fx.tables[2], guests: 6 });
  });

  it('any table: the smallest free table that seats the party; over capacity, the largest that is too small', async () => {
    const body = {
      ...phoneBooking,
      restaurantId: fx.restaurantId,
      anyTable: true,
      date: '2026-06-17T12:00:00+02:00',
    };
    const three = await as('superadmin').post('/reservations', { ...body, guests: 3 });
    expect(three.body.reservation.tableId).toBe(fx.tables[2]);
    const again = await as('superadmin').post('/reservations', { ...body, guests: 3 });
    expect(again.body.reservation.tableId).toBe(fx.tables[3]);
    const twelve = await as('superadmin').post('/reservations', { ...body, guests: 12 });
    expect(twelve.status).toBe(400);
    // As /reserve: the range runs to the largest table's seats (the one in maintenance too).
    expect(twelve.body.error).toBe('Min 1, Max 10 for this table.');
    const over = await as('superadmin').post('/reservations', {
      ...body,
      guests: 12,
      allowOverCapacity: true,
    });
    expect(over.status).toBe(201);
    expect(over.body.reservation.tableId).toBe(fx.tables[4]);
  });

  it.each([
    ['a closed day', '2026-06-12T13:00:00+02:00', BOOKING_MESSAGES.closedDay],
    ['a time that is not an offered slot', '2026-06-11T13:15:00+02:00', BOOKING_MESSAGES.slotNotOffered],
    ['outside the hours', '2026-06-11T22:00:00+02:00', BOOKING_MESSAGES.slotNotOffered],
    ['a time today that has passed', '2026-06-10T11:30:00+02:00', BOOKING_MESSAGES.timeInPast],
    ['a past day', '2026-06-09T13:00:00+02:00', BOOKING_MESSAGES.dateInPast],
  ])('refuses %s with the /reserve sentence', async (_label, date, message) => {
    const res = await as('superadmin').post('/reservations', {
      ...phoneBooking,
      restaurantId: fx.restaurantId,
      tableId: fx.tables[1],
      guests: 2,
      date,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });

  it('refuses notes over 500 characters (in Croatian for hr)', async () => {
    const res = await withToken(ctx.app, tokens.superadmin)
      .post('/reservations', {
        ...phoneBooking,
        notes: 'x'.repeat(501),
        restaurantId: fx.restaurantId,
        tableId: fx.tables[1],
        guests: 2,
        date: '2026-06-18T13:00:00+02:00',
      })
      .set('Accept-Language', 'hr');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Napomena može imati najviše 500 znakova');
    expect(RESERVATION_NOTES_MESSAGE).toBe('Notes may be at most 500 characters');
  });

  it('a retry with the same Idempotency-Key books once and replays the answer', async () => {
    const body = {
      ...phoneBooking,
      restaurantId: fx.restaurantId,
      tableId: fx.tables[1],
      guests: 2,
      date: '2026-06-19T13:00:00+02:00',
    };
    const send = () => as('superadmin').post('/reservations', body).set('Idempotency-Key', 'phone-call-1');
    const first = await send();
    const replay = await send();
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(
      await ctx.orm.em
        .fork()
        .count(Reservation, { tableId: fx.tables[1], startAt: new Date('2026-06-19T11:00:00Z') }),
    ).toBe(1);
  });
});

describe('PATCH /reservations/{id} with guest details', () => {
  it('staff change the name, phone (E.164), email (blank clears) and notes: reservation.updated after the commit', async () => {
    const id = (await book(ctx.orm, r1, { tableNumber: 902, start: '2026-06-11T10:00:00Z' })).id;
    await ctx.orm.em.fork().nativeUpdate(Reservation, { id }, { email: 'old@example.com' });
    let res!: request.Response;
    const seen = await eventsDuring(async () => {
      res = await as('staff').patch(`/reservations/${id}`, {
        name: 'Ivana Kovač',
        phone: '098 765 4321',
        email: '',
        notes: '  Birthday cake at 20:00  ',
      });
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Ivana Kovač',
      phone: '+385987654321',
      email: null,
      notes: 'Birthday cake at 20:00',
    });
    expect(seen).toEqual([
      { event: 'reservation.updated', restaurantId: 1, reservationId: id, committed: true },
    ]);
    const cleared = await as('staff').patch(`/reservations/${id}`, { notes: null, email: 'new@example.com' });
    expect(cleared.body).toMatchObject({ notes: null, email: 'new@example.com' });
  });

  it('staff may not move, reschedule or change the status (403 with a sentence); an empty body is a 400', async () => {
    const id = (await book(ctx.orm, r1, { tableNumber: 902, start: '2026-06-11T12:00:00Z' })).id;
    for (const body of [
      { tableId: r1.tables[903] },
      { date: '2026-06-11T16:00:00+02:00' },
      { status: 'cancelled' },
      { name: 'Sneaky', tableId: r1.tables[903] },
    ]) {
      const res = await as('staff').patch(`/reservations/${id}`, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: RESERVATION_DETAILS_MESSAGES.staffDetailsOnly, code: 'FORBIDDEN' });
    }
    const empty = await as('staff').patch(`/reservations/${id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(RESERVATION_DETAILS_EMPTY_MESSAGE);
    const short = await as('staff').patch(`/reservations/${id}`, { phone: '091 234' });
    expect(short.body.error).toBe(BOOKING_MESSAGES.phoneDigits);
    expect((await ctx.orm.em.fork().findOneOrFail(Reservation, { id })).status).toBe('confirmed');
  });

  it('guests are checked against the seats of all the reservation’s tables: 409 naming the seats (hr too)', async () => {
    const reservation = await book(ctx.orm, r1, { tableNumber: 904, start: '2026-06-11T14:00:00Z' });
    // An attached table: 4 + 4 seats.
    const em = ctx.orm.em.fork();
    em.create(ReservationTable, {
      reservationId: reservation.id,
      tableId: r1.tables[905]!,
      period: `[${reservation.startAt.toISOString()},${reservation.endAt.toISOString()})`,
      active: true,
    });
    await em.flush();
    const eight = await as('staff').patch(`/reservations/${reservation.id}`, { guests: 8 });
    expect(eight.status).toBe(200);
    expect(eight.body.guests).toBe(8);
    const nine = await as('staff').patch(`/reservations/${reservation.id}`, { guests: 9 });
    expect(nine.status).toBe(409);
    expect(nine.body).toEqual({ error: RESERVATION_DETAILS_MESSAGES.tooManyGuests(8), code: 'CONFLICT' });
    const hr = await as('staff')
      .patch(`/reservations/${reservation.id}`, { guests: 9 })
      .set('Accept-Language', 'hr');
    expect(hr.body.error).toBe(
      'Broj mjesta za stolovima ove rezervacije: 8. Za više gostiju najprije je premjestite na veći stol.',
    );
    expect((await ctx.orm.em.fork().findOneOrFail(Reservation, { id: reservation.id })).guests).toBe(8);
  });
});

describe('cancel: PATCH {status: cancelled}', () => {
  it('keeps the row, releases the tables, queues the guest’s notice and emits; a second cancel is a 409', async () => {
    const created = await as('restaurantadmin').post('/reservations', {
      ...phoneBooking,
      restaurantId: 1,
      tableId: r1.tables[906],
      date: '2026-06-13T19:00:00+02:00',
    });
    const id = created.body.reservation.id as number;
    expect(await activeRows(id)).toBe(1);
    let res!: request.Response;
    const seen = await eventsDuring(async () => {
      res = await as('restaurantmanager').patch(`/reservations/${id}`, { status: 'cancelled' });
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'cancelled' });
    expect(seen).toEqual([
      { event: 'reservation.updated', restaurantId: 1, reservationId: id, committed: true },
    ]);
    expect(await activeRows(id)).toBe(0);
    const kinds = (await outboxOf(id)).map((m) => m.kind);
    expect(kinds).toEqual(['confirmation', 'cancellation']);
    // The table is free again at that time.
    const next = await as('staff').post('/reservations', {
      ...phoneBooking,
      restaurantId: 1,
      tableId: r1.tables[906],
      date: '2026-06-13T19:00:00+02:00',
    });
    expect(next.status).toBe(201);

    const again = await as('restaurantadmin').patch(`/reservations/${id}`, { status: 'cancelled' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: LIFECYCLE_MESSAGES.alreadyCancelled, code: 'CONFLICT' });
    expect((await outboxOf(id)).length).toBe(2);
  });

  it.each([
    ['a finished (cleared) visit', { status: 'cleared' as const }, LIFECYCLE_MESSAGES.cancelFinished],
    ['a no-show', { status: 'no_show' as const, noShowAt: new Date(NOW) }, LIFECYCLE_MESSAGES.cancelNoShow],
  ])('refuses %s with a sentence; staff get 403', async (_label, setup, message) => {
    const id = (await book(ctx.orm, r1, { tableNumber: 907, start: '2026-06-10T08:00:00Z', ...setup })).id;
    const res = await as('superadmin').patch(`/reservations/${id}`, { status: 'cancelled' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: message, code: 'CONFLICT' });
    expect((await as('staff').patch(`/reservations/${id}`, { status: 'cancelled' })).status).toBe(403);
    expect((await ctx.orm.em.fork().findOneOrFail(Reservation, { id })).status).toBe(setup.status);
  });
});

describe('who the guest is', () => {
  const PHONE = '+385917770001';
  let current: number;
  let walkIn: number;

  beforeAll(async () => {
    const at = (day: string) => `${day}T10:00:00Z`;
    const past = async (day: string, extra: Partial<Reservation> = {}, status?: Reservation['status']) => {
      const r = await book(ctx.orm, r1, { tableNumber: 903, start: at(day), phone: PHONE, status });
      if (Object.keys(extra).length) await ctx.orm.em.fork().nativeUpdate(Reservation, { id: r.id }, extra);
      return r.id;
    };
    await past(
      '2026-05-01',
      { checkedInAt: new Date('2026-05-01T10:05:00Z'), notes: 'Nut allergy' },
      'cleared',
    );
    await past('2026-05-08', { checkedInAt: new Date('2026-05-08T10:02:00Z') }, 'cleared');
    await past('2026-05-15', { noShowAt: new Date('2026-05-15T10:30:00Z') }, 'no_show');
    await past('2026-05-22', { notes: 'Wanted the terrace' }, 'cancelled');
    current = await past('2026-06-14', { notes: 'Anniversary' });
    // A later booking counts for no-shows and cancellations only, never as a visit.
    await past('2026-06-20', {}, 'cancelled');
    // The same phone at another restaurant is another restaurant's guest.
    await book(ctx.orm, fx, { tableNumber: 2, start: at('2026-05-02'), phone: PHONE, status: 'cleared' });
    // A walk-in without a phone matches nobody.
    walkIn = (await book(ctx.orm, r1, { tableNumber: 903, start: at('2026-06-15'), phone: '' })).id;
    await book(ctx.orm, r1, { tableNumber: 903, start: at('2026-05-29'), phone: '', status: 'cleared' });
  });

  it('GET /reservations/{id}/guest: visits, no-shows, cancellations, last visit, earlier notes', async () => {
    const res = await as('staff').get(`/reservations/${current}/guest`);
    expect(res.status).toBe(200);
    expect(ZGuestSummary.parse(res.body)).toEqual({
      phone: PHONE,
      name: 'Ana Horvat',
      visits: 2,
      noShows: 1,
      cancellations: 2,
      lastVisit: '2026-05-08T10:00:00.000Z',
      reservations: 6,
      earlierNotes: [
        { reservationId: expect.any(Number), date: '2026-05-22T10:00:00.000Z', notes: 'Wanted the terrace' },
        { reservationId: expect.any(Number), date: '2026-05-01T10:00:00.000Z', notes: 'Nut allergy' },
      ],
    });
    const alone = await as('staff').get(`/reservations/${walkIn}/guest`);
    expect(alone.body).toMatchObject({
      visits: 0,
      noShows: 0,
      cancellations: 0,
      reservations: 1,
      earlierNotes: [],
    });
  });

  it("is tenant-scoped: another restaurant's reservation is 403, an unknown one 404", async () => {
    const foreign = (await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-14T10:00:00Z', phone: PHONE }))
      .id;
    expect((await as('staff').get(`/reservations/${foreign}/guest`)).status).toBe(403);
    expect((await as('restaurantmanager').get(`/reservations/${foreign}/guest`)).status).toBe(403);
    expect((await as('superadmin').get(`/reservations/${foreign}/guest`)).body).toMatchObject({
      visits: 1,
      reservations: 2,
    });
    expect((await as('superadmin').get('/reservations/999999/guest')).status).toBe(404);
  });

  it('every row of GET /reservations carries guestHistory; a details change moves the cached answer', async () => {
    const url = '/reservations?restaurantId=1&date=2026-06-14&pageSize=100';
    const res = await as('staff').get(url);
    const list = ZReservationListResponse.parse(res.body);
    expect(list.reservations.every((r) => r.guestHistory !== undefined)).toBe(true);
    const row = list.reservations.find((r) => r.id === current)!;
    expect(row.guestHistory).toEqual({
      visits: 2,
      noShows: 1,
      cancellations: 2,
      lastVisit: '2026-05-08T10:00:00.000Z',
    });
    expect(row.notes).toBe('Anniversary');
    // The list is cached under the restaurant's change counter: a details PATCH moves it.
    await as('staff').patch(`/reservations/${current}`, { notes: 'Anniversary, 2 cakes' });
    const after = ZReservationListResponse.parse((await as('staff').get(url)).body);
    expect(after.reservations.find((r) => r.id === current)!.notes).toBe('Anniversary, 2 cakes');
  });

  it('the CSV export is unchanged by it', async () => {
    const csv = await as('staff').get('/reservations/export?restaurantId=1&date=2026-06-14');
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n')[0]).not.toContain('visit');
  });
});
