import type { TRole, TWaitlistEntry } from '@stol/contracts';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { WaitlistEntry } from '../src/modules/waitlist/waitlist-entry.entity';
import { addTable, book, createFixtureRestaurant, fixtureOf, type Fixture } from './support/booking-fixtures';
import { loginEveryRole, withToken } from './support/login';
import { recordEmits } from './support/record-emits';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The waitlist over HTTP on PostgreSQL (issue 11 §1): join, list with the quoted wait, notify (the message goes
 * to the outbox with the change), convert through the booking engine (conflicts), cancel; the transitions each
 * state allows; events after commit. Now is 12:00 in Zagreb; restaurant 1 gets tables 81–85 of this file's own.
 */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let r1: Fixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  r1 = await fixtureOf(ctx.orm, 1);
  for (const [number, seats] of [
    [81, 2],
    [82, 4],
    [83, 8],
    [84, 4],
    [85, 4],
  ] as const)
    await addTable(ctx.orm, r1, number, seats);
});
afterAll(async () => {
  await ctx.close();
});

const as = (role: TRole) => withToken(ctx.app, tokens[role]);
const emits = (run: () => Promise<unknown>) => recordEmits(ctx.deps.realtime, run);
const join = async (over: Record<string, unknown> = {}) => {
  const res = await as('restaurantadmin').post('/waitlist', {
    restaurantId: 1,
    name: 'Petra Kovač',
    phone: '+385911112222',
    partySize: 2,
    ...over,
  });
  expect(res.status).toBe(201);
  return res.body as TWaitlistEntry;
};
const entryRow = (id: number) => ctx.orm.em.fork().findOneOrFail(WaitlistEntry, { id });

describe('POST /waitlist', () => {
  it.each([
    [{}, 'All fields required'],
    [{ restaurantId: 1, phone: '+385911112222', partySize: 2 }, 'All fields required'],
    [{ restaurantId: 1, name: ' ', phone: '+385911112222', partySize: 2 }, 'All fields required'],
    [{ restaurantId: 1, name: 'Ana', partySize: 2 }, 'All fields required'],
    [{ restaurantId: 1, name: 'Ana', phone: '+385911112222' }, 'All fields required'],
    [{ name: 'Ana', phone: '+385911112222', partySize: 2 }, 'Restaurant not set'],
    [
      { restaurantId: 1, name: 'Ana', phone: '+385911112222', partySize: 0 },
      'Party size must be from 1 to 20',
    ],
    [
      { restaurantId: 1, name: 'Ana', phone: '+385911112222', partySize: 21 },
      'Party size must be from 1 to 20',
    ],
    [
      { restaurantId: 1, name: 'Ana', phone: '+385911112222', partySize: 2.5 },
      'Party size must be from 1 to 20',
    ],
  ])('%j → 400 %s', async (body, error) => {
    const res = await as('restaurantadmin').post('/waitlist', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error, code: 'VALIDATION_FAILED' });
  });

  it('answers the messages in Croatian for hr', async () => {
    const res = await as('restaurantadmin')
      .post('/waitlist', { restaurantId: 1 })
      .set('Accept-Language', 'hr');
    expect(res.body.error).toBe('Sva polja su obavezna');
  });

  it('adds the party, waiting since now, with its quoted wait, and announces it', async () => {
    let body: TWaitlistEntry | undefined;
    const seen = await emits(async () => {
      body = await join({ partySize: '3' });
    });
    expect(body).toEqual({
      id: expect.any(Number),
      restaurantId: 1,
      name: 'Petra Kovač',
      phone: '+385911112222',
      partySize: 3,
      status: 'waiting',
      createdAt: NOW.replace('Z', '.000Z'),
      notifiedAt: null,
      reservationId: null,
      quotedWaitMin: 0, // tables 82, 84 and 85 are free now
      notifyDelivery: null,
    });
    expect(seen).toEqual([
      { restaurantId: 1, event: 'waitlist.created', payload: { restaurantId: 1, waitlistId: body!.id } },
    ]);
  });

  it('quotes null for a party no table of the restaurant fits', async () => {
    expect((await join({ partySize: 20 })).quotedWaitMin).toBeNull();
  });

  it('is refused to staff, and for a restaurant outside the caller’s', async () => {
    const staff = await as('staff').post('/waitlist', {
      restaurantId: 1,
      name: 'A',
      phone: '1',
      partySize: 2,
    });
    expect(staff.status).toBe(403);
    const foreign = await as('restaurantadmin').post('/waitlist', {
      restaurantId: 3,
      name: 'A',
      phone: '1',
      partySize: 2,
    });
    expect(foreign.status).toBe(403);
  });
});

describe('GET /waitlist', () => {
  it('lists today’s entries (Zagreb day) of the caller’s restaurants, oldest first, with quotes', async () => {
    const mine = await join({ name: 'Danas' });
    const em = ctx.orm.em.fork();
    const yesterday = em.create(WaitlistEntry, {
      restaurantId: 1,
      name: 'Jučer',
      phone: '1',
      partySize: 2,
      createdAt: new Date('2026-06-09T21:30:00Z'), // 23:30 in Zagreb the day before
    });
    await em.flush();
    const res = await as('restaurantadmin').get('/waitlist');
    expect(res.status).toBe(200);
    const entries = res.body.entries as TWaitlistEntry[];
    expect(entries.map((e) => e.id)).toContain(mine.id);
    expect(entries.map((e) => e.id)).not.toContain(yesterday.id);
    expect(entries.every((e) => e.restaurantId === 1)).toBe(true);
    const times = entries.map((e) => e.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(entries.find((e) => e.id === mine.id)!.quotedWaitMin).toEqual(expect.any(Number));
    expect((await as('restaurantmanager').get('/waitlist?restaurantId=3')).status).toBe(403);
  });

  it('lets staff read their own restaurant’s line (the kiosk, issue 19 §23), not another’s, and not change it', async () => {
    const mine = await join({ name: 'Za osoblje' });
    const res = await as('staff').get('/waitlist');
    expect(res.status).toBe(200);
    const entries = res.body.entries as TWaitlistEntry[];
    expect(entries.map((e) => e.id)).toContain(mine.id);
    expect(entries.every((e) => e.restaurantId === 1)).toBe(true);
    expect((await as('staff').get('/waitlist?restaurantId=1')).status).toBe(200);
    expect((await as('staff').get('/waitlist?restaurantId=3')).status).toBe(403);
    expect((await as('staff').post(`/waitlist/${mine.id}/cancel`)).status).toBe(403);
    expect((await as('staff').post(`/waitlist/${mine.id}/notify`)).status).toBe(403);
  });
});

describe('POST /waitlist/{id}/notify', () => {
  it('queues "your table is ready" with the change and marks the entry notified; only once', async () => {
    const entry = await join({ phone: '+385919998877' });
    let res: { status: number; body: TWaitlistEntry } | undefined;
    const seen = await emits(async () => {
      res = await as('restaurantadmin').post(`/waitlist/${entry.id}/notify`);
    });
    expect(res!.status).toBe(200);
    expect(res!.body).toMatchObject({
      id: entry.id,
      status: 'notified',
      notifiedAt: NOW.replace('Z', '.000Z'),
    });
    expect(seen).toEqual([
      { restaurantId: 1, event: 'waitlist.updated', payload: { restaurantId: 1, waitlistId: entry.id } },
    ]);
    const messages = await ctx.orm.em
      .fork()
      .find(OutboxMessage, { kind: 'waitlist_ready', recipient: '+385919998877' });
    expect(messages).toHaveLength(1);
    expect(messages[0]!.channel).toBe('sms');

    const again = await as('restaurantadmin').post(`/waitlist/${entry.id}/notify`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'This guest is no longer on the waitlist', code: 'CONFLICT' });
    expect(
      await ctx.orm.em.fork().count(OutboxMessage, { kind: 'waitlist_ready', recipient: '+385919998877' }),
    ).toBe(1);
  });

  it('tells the host where the message stands: queued, then sent, recorded or failed (from the outbox)', async () => {
    const entry = await join({ phone: '+385917776655' });
    expect(entry.notifyDelivery).toBeNull();
    const res = await as('restaurantadmin').post(`/waitlist/${entry.id}/notify`);
    expect(res.body.notifyDelivery).toBe('queued');
    const listed = async () =>
      ((await as('restaurantadmin').get('/waitlist')).body.entries as TWaitlistEntry[]).find(
        (e) => e.id === entry.id,
      )!.notifyDelivery;
    expect(await listed()).toBe('queued');
    for (const [status, delivery] of [
      ['sent', 'sent'],
      ['recorded', 'recorded'],
      ['failed', 'failed'],
      ['sending', 'queued'],
    ] as const) {
      const em = ctx.orm.em.fork();
      const row = await em.findOneOrFail(OutboxMessage, {
        kind: 'waitlist_ready',
        recipient: '+385917776655',
      });
      row.status = status;
      await em.flush();
      expect(await listed()).toBe(delivery);
    }
    // A cancelled entry keeps the delivery state of its message.
    const cancelled = await as('restaurantadmin').post(`/waitlist/${entry.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', notifyDelivery: 'queued' });
  });

  it('404 for an unknown entry, 403 for staff', async () => {
    expect((await as('restaurantadmin').post('/waitlist/999999/notify')).body).toEqual({
      error: 'Waitlist entry not found',
      code: 'NOT_FOUND',
    });
    const entry = await join();
    expect((await as('staff').post(`/waitlist/${entry.id}/notify`)).status).toBe(403);
  });
});

describe('POST /waitlist/{id}/cancel', () => {
  it('cancels a waiting or a notified entry, and nothing after that', async () => {
    const waiting = await join();
    const res = await as('restaurantadmin').post(`/waitlist/${waiting.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', quotedWaitMin: null });

    const notified = await join();
    await as('restaurantadmin').post(`/waitlist/${notified.id}/notify`);
    expect((await as('restaurantadmin').post(`/waitlist/${notified.id}/cancel`)).body.status).toBe(
      'cancelled',
    );

    for (const action of ['cancel', 'notify', 'convert']) {
      const again = await as('restaurantadmin').post(`/waitlist/${waiting.id}/${action}`, {
        tableId: r1.tables[82],
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('CONFLICT');
    }
  });
});

describe('POST /waitlist/{id}/convert', () => {
  it('needs a table, and tables that seat the party', async () => {
    const entry = await join({ partySize: 4 });
    for (const body of [{}, { tableId: null, tableIds: [] }]) {
      const res = await as('restaurantadmin').post(`/waitlist/${entry.id}/convert`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Pick a table to convert');
    }
    const small = await as('restaurantadmin').post(`/waitlist/${entry.id}/convert`, {
      tableId: r1.tables[81],
    });
    expect(small.status).toBe(400);
    expect(small.body.error).toBe('Min 1, Max 2 for this table.');
    const held = await as('restaurantadmin').post(`/waitlist/${entry.id}/convert`, {
      tableId: r1.tables[11],
    });
    expect(held.body.error).toBe('This table is not available for booking');
    const elsewhere = await as('restaurantadmin').post(`/waitlist/${entry.id}/convert`, {
      tableId: (await fixtureOf(ctx.orm, 3)).tables[1],
    });
    expect(elsewhere.body.error).toBe('Every table must belong to the restaurant');
    expect((await entryRow(entry.id)).status).toBe('waiting');
  });

  it('seats the party now through the booking engine: a checked-in reservation, the entry converted', async () => {
    const entry = await join({ name: 'Iva Jurić', partySize: 4 });
    let res: { status: number; body: { message: string; reservation: Record<string, unknown> } } | undefined;
    const seen = await emits(async () => {
      res = await as('restaurantadmin').post(`/waitlist/${entry.id}/convert`, { tableId: r1.tables[82] });
    });
    expect(res!.status).toBe(200);
    expect(res!.body.message).toBe('Reservation created');
    expect(res!.body.reservation).toMatchObject({
      restaurantId: 1,
      tableId: r1.tables[82],
      tableIds: [r1.tables[82]],
      name: 'Iva Jurić',
      guests: 4,
      date: '2026-06-10T10:00:00.000Z',
      endDate: '2026-06-10T11:00:00.000Z',
      status: 'confirmed',
      checkedInAt: '2026-06-10T10:00:00.000Z',
      isWalkIn: false,
    });
    const reservationId = res!.body.reservation.id as number;
    expect(await entryRow(entry.id)).toMatchObject({ status: 'converted', reservationId });
    expect(seen.map((s) => s.event)).toEqual(['reservation.created', 'waitlist.updated']);
    expect(seen[1]!.payload).toEqual({ restaurantId: 1, waitlistId: entry.id, reservationId });
    // Converted is final.
    expect((await as('restaurantadmin').post(`/waitlist/${entry.id}/cancel`)).status).toBe(409);
  });

  it('joins tables (tableId first, then tableIds) and books a later start unchecked', async () => {
    const entry = await join({ partySize: 8 });
    const res = await as('restaurantadmin')
      .post(`/waitlist/${entry.id}/convert`, {
        tableId: r1.tables[84],
        tableIds: [r1.tables[85], r1.tables[84]],
        date: '2026-06-10T15:00:00+02:00',
      })
      .set('Accept-Language', 'hr');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Rezervacija je stvorena');
    expect(res.body.reservation).toMatchObject({
      tableId: r1.tables[84],
      tableIds: [r1.tables[84], r1.tables[85]],
      date: '2026-06-10T13:00:00.000Z',
      checkedInAt: null,
    });
  });

  it('a taken table is the 409 naming the conflict; nothing changes', async () => {
    await book(ctx.orm, r1, { tableNumber: 83, start: '2026-06-10T09:30:00Z' });
    const entry = await join({ partySize: 6 });
    const before = await ctx.orm.em.fork().count(Reservation, {});
    const res = await as('restaurantadmin').post(`/waitlist/${entry.id}/convert`, {
      tableIds: [r1.tables[83]],
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Cannot create reservation: Table 83 (11:30-12:30) are already reserved.',
      code: 'RESERVATION_OVERLAP',
      conflicts: [
        {
          tableNumber: 83,
          conflictStart: '2026-06-10T09:30:00.000Z',
          conflictEnd: '2026-06-10T10:30:00.000Z',
        },
      ],
    });
    const hr = await as('restaurantadmin')
      .post(`/waitlist/${entry.id}/convert`, { tableIds: [r1.tables[83]] })
      .set('Accept-Language', 'hr');
    expect(hr.body.error).toBe('Rezervaciju nije moguće stvoriti: stol 83 (11:30-12:30) već je rezerviran.');
    expect(await ctx.orm.em.fork().count(Reservation, {})).toBe(before);
    expect((await entryRow(entry.id)).status).toBe('waiting');
  });
});

describe('the quoted wait on a constructed floor', () => {
  it('counts until the table that fits frees, and the party ahead in the line', async () => {
    // A restaurant of its own (the superadmin's): one 4-seat table, held 11:30–12:30, and a 2-seat one held
    // 11:45–12:45. Stays are the default 60 minutes.
    const fx = await createFixtureRestaurant(ctx.orm, {
      tables: [
        { number: 1, seats: 4 },
        { number: 2, seats: 2 },
      ],
    });
    await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-10T09:30:00Z' });
    await book(ctx.orm, fx, { tableNumber: 2, start: '2026-06-10T09:45:00Z' });
    const add = async (partySize: number) =>
      (
        await as('superadmin').post('/waitlist', {
          restaurantId: fx.restaurantId,
          name: `Party of ${partySize}`,
          phone: '+385910000000',
          partySize,
        })
      ).body as TWaitlistEntry;
    const four = await add(4);
    const two = await add(2);
    const nextFour = await add(3);
    expect([four.quotedWaitMin, two.quotedWaitMin, nextFour.quotedWaitMin]).toEqual([30, 45, 90]);
    const list = (await as('superadmin').get(`/waitlist?restaurantId=${fx.restaurantId}`)).body
      .entries as TWaitlistEntry[];
    expect(list.map((e) => e.quotedWaitMin)).toEqual([30, 45, 90]);
    // The first party leaves the line: the party of two now gets the 4-seat table when it frees at 12:30.
    await as('superadmin').post(`/waitlist/${four.id}/cancel`);
    const after = (await as('superadmin').get(`/waitlist?restaurantId=${fx.restaurantId}`)).body
      .entries as TWaitlistEntry[];
    expect(after.map((e) => e.quotedWaitMin)).toEqual([null, 30, 90]);
  });
});
