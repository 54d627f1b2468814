import type { TLargePartyRequest, TRole } from '@stol/contracts';
import { LargePartyRequest } from '../src/modules/large-party/large-party-request.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { DiningTable } from '../src/modules/tables/table.entity';
import { book, createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { loginEveryRole, withToken } from './support/login';
import { recordEmits } from './support/record-emits';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Large-party requests over HTTP on PostgreSQL (issue 11 §1): the list, table suggestions on a constructed floor
 * plan, convert over the chosen tables through the booking engine (conflicts), cancel, roles and events.
 */
const NOW = '2026-06-10T10:00:00Z';
/** The party asks for 19:00 in Zagreb on 20 June. */
const REQUESTED = '2026-06-20T17:00:00.000Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let fx: Fixture;

/**
 * The fixture floor (tables 60x40): 1 and 2 touch, 3 stands 30 right of 2, 5 is 35 below 1, 4 stands alone.
 *   [1:4][2:4]   [3:6]
 *  [5:2]                 [4:8]
 */
const PLAN = [
  { number: 1, seats: 4, x: 100, y: 100 },
  { number: 2, seats: 4, x: 160, y: 100 },
  { number: 3, seats: 6, x: 250, y: 100 },
  { number: 4, seats: 8, x: 410, y: 175 },
  { number: 5, seats: 2, x: 80, y: 175 },
];

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  fx = await createFixtureRestaurant(ctx.orm, {
    tables: PLAN.map(({ number, seats }) => ({ number, seats })),
  });
  const em = ctx.orm.em.fork();
  for (const t of PLAN)
    await em.nativeUpdate(
      DiningTable,
      { id: fx.tables[t.number] },
      { x: t.x, y: t.y, width: 60, height: 40 },
    );
});
afterAll(async () => {
  await ctx.close();
});

const as = (role: TRole) => withToken(ctx.app, tokens[role]);
const newRequest = async (guests = 10, restaurantId = fx.restaurantId) => {
  const em = ctx.orm.em.fork();
  const request = em.create(LargePartyRequest, {
    restaurantId,
    name: 'Tvrtka Jadran',
    phone: '+385915550202',
    email: 'events@jadran.example.com',
    guests,
    requestedAt: new Date(REQUESTED),
    status: 'pending',
  });
  await em.flush();
  return request.id;
};
const requestRow = (id: number) => ctx.orm.em.fork().findOneOrFail(LargePartyRequest, { id });

describe('GET /admin/large-party', () => {
  it('lists the pending requests of the caller’s restaurants (the seeded one of restaurant 1)', async () => {
    const res = await as('restaurantadmin').get('/admin/large-party');
    expect(res.status).toBe(200);
    const requests = res.body.requests as TLargePartyRequest[];
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests.every((r) => r.restaurantId === 1 && r.status === 'pending')).toBe(true);
    expect(requests[0]).toMatchObject({ name: 'Maja Grgić', guests: 12, email: 'maja.grgic@example.com' });
    for (const role of ['restaurantmanager', 'superadmin'] as const)
      expect((await as(role).get('/admin/large-party')).status).toBe(200);
    expect((await as('staff').get('/admin/large-party')).status).toBe(403);
    expect((await as('restaurantadmin').get('/admin/large-party?restaurantId=3')).status).toBe(403);
  });
});

describe('GET /admin/large-party/{id}/suggestions', () => {
  it('offers free neighbouring tables that seat the party, fewest tables and spare seats first', async () => {
    const id = await newRequest(10);
    const res = await as('superadmin').get(`/admin/large-party/${id}/suggestions`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      start: REQUESTED,
      end: '2026-06-20T19:00:00.000Z', // a large party's stay: 120 minutes
      suggestions: [
        { tableIds: [fx.tables[3], fx.tables[2]], tableNumbers: [3, 2], seats: 10 },
        { tableIds: [fx.tables[1], fx.tables[2], fx.tables[5]], tableNumbers: [1, 2, 5], seats: 10 },
        { tableIds: [fx.tables[3], fx.tables[1], fx.tables[2]], tableNumbers: [3, 1, 2], seats: 14 },
      ],
    });
    // Table 2 is booked over the stay: nothing that chains through it is offered.
    await book(ctx.orm, fx, { tableNumber: 2, start: '2026-06-20T18:00:00Z' });
    const after = await as('superadmin').get(`/admin/large-party/${id}/suggestions`);
    expect(after.body.suggestions).toEqual([]);
    expect((await as('staff').get(`/admin/large-party/${id}/suggestions`)).status).toBe(403);
    expect((await as('restaurantadmin').get(`/admin/large-party/${id}/suggestions`)).status).toBe(403);
  });
});

describe('POST /admin/large-party/{id}/convert', () => {
  it('needs at least one table', async () => {
    const id = await newRequest(6);
    for (const body of [{}, { tableIds: [] }]) {
      const res = await as('superadmin').post(`/admin/large-party/${id}/convert`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Select at least one table');
    }
    const small = await as('superadmin').post(`/admin/large-party/${id}/convert`, {
      tableIds: [fx.tables[5]],
    });
    expect(small.body.error).toBe('Min 1, Max 2 for this table.');
  });

  it('books the party over the chosen tables at the requested time; the request is converted', async () => {
    const id = await newRequest(10);
    let res: { status: number; body: { message: string; reservation: Record<string, unknown> } } | undefined;
    const seen = await recordEmits(ctx.deps.realtime, async () => {
      res = await as('superadmin').post(`/admin/large-party/${id}/convert`, {
        tableIds: [fx.tables[3], fx.tables[4]],
        date: '2026-06-20T12:00:00+02:00',
      });
    });
    expect(res!.status).toBe(200);
    expect(res!.body.message).toBe('Reservation created');
    expect(res!.body.reservation).toMatchObject({
      restaurantId: fx.restaurantId,
      tableId: fx.tables[3],
      tableIds: [fx.tables[3], fx.tables[4]],
      guests: 10,
      name: 'Tvrtka Jadran',
      email: 'events@jadran.example.com',
      date: '2026-06-20T10:00:00.000Z',
      endDate: '2026-06-20T12:00:00.000Z',
      isLargeParty: true,
      checkedInAt: null,
    });
    const reservationId = res!.body.reservation.id as number;
    expect(await requestRow(id)).toMatchObject({ status: 'converted', reservationId });
    expect(seen.map((s) => s.event)).toEqual(['reservation.created', 'large_party.updated']);
    expect(seen[1]!.payload).toEqual({
      restaurantId: fx.restaurantId,
      largePartyRequestId: id,
      reservationId,
      change: 'converted',
    });
    // Converted is final.
    expect(
      (await as('superadmin').post(`/admin/large-party/${id}/convert`, { tableIds: [fx.tables[1]] })).body,
    ).toEqual({ error: 'This request has already been converted or cancelled', code: 'CONFLICT' });
    expect((await as('superadmin').post(`/admin/large-party/${id}/cancel`)).status).toBe(409);
  });

  it('a taken table is the 409 naming the conflicts; nothing changes', async () => {
    const id = await newRequest(8);
    const before = await ctx.orm.em.fork().count(Reservation, {});
    // Table 2 is booked 20:00–21:00 (above); the party's stay is 19:00–21:00.
    const res = await as('superadmin').post(`/admin/large-party/${id}/convert`, {
      tableIds: [fx.tables[1], fx.tables[2]],
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Cannot create reservation: Table 2 (20:00-21:00) are already reserved.',
      code: 'RESERVATION_OVERLAP',
      conflicts: [
        {
          tableNumber: 2,
          conflictStart: '2026-06-20T18:00:00.000Z',
          conflictEnd: '2026-06-20T19:00:00.000Z',
        },
      ],
    });
    expect(await ctx.orm.em.fork().count(Reservation, {})).toBe(before);
    expect((await requestRow(id)).status).toBe('pending');
  });
});

describe('POST /admin/large-party/{id}/cancel', () => {
  it('cancels a pending request once, announced; restaurant admins of the restaurant may, staff may not', async () => {
    const id = await newRequest(9, 1);
    expect((await as('staff').post(`/admin/large-party/${id}/cancel`)).status).toBe(403);
    let res: { status: number; body: TLargePartyRequest } | undefined;
    const seen = await recordEmits(ctx.deps.realtime, async () => {
      res = await as('restaurantadmin').post(`/admin/large-party/${id}/cancel`);
    });
    expect(res!.status).toBe(200);
    expect(res!.body).toMatchObject({ id, status: 'cancelled', reservationId: null });
    expect(seen).toEqual([
      {
        restaurantId: 1,
        event: 'large_party.updated',
        payload: { restaurantId: 1, largePartyRequestId: id, change: 'cancelled' },
      },
    ]);
    const list = (await as('restaurantadmin').get('/admin/large-party')).body
      .requests as TLargePartyRequest[];
    expect(list.map((r) => r.id)).not.toContain(id);
    const again = await as('restaurantadmin').post(`/admin/large-party/${id}/cancel`);
    expect(again.status).toBe(409);
    expect((await as('restaurantadmin').post('/admin/large-party/999999/cancel')).body).toEqual({
      error: 'Large-party request not found',
      code: 'NOT_FOUND',
    });
  });
});
