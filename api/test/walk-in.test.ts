import type { TRole } from '@stol/contracts';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { DiningTable } from '../src/modules/tables/table.entity';
import { addTable, book, fixtureOf, type Fixture } from './support/booking-fixtures';
import { loginEveryRole, withToken } from './support/login';
import { recordEmits } from './support/record-emits';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Walk-ins over HTTP on PostgreSQL (issue 11 §1, staff spec §5, guest spec §5.5, DESIGN §7): seated now for the
 * restaurant's default duration (60 minutes at restaurant 1), checked in, marked as walk-ins. Now is 12:00 in
 * Zagreb; tables 91–95 are this file's own.
 */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let r1: Fixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  r1 = await fixtureOf(ctx.orm, 1);
  for (const number of [91, 92, 93, 94, 95]) await addTable(ctx.orm, r1, number, 4);
});
afterAll(async () => {
  await ctx.close();
});

const as = (role: TRole) => withToken(ctx.app, tokens[role]);
const seat = (body: Record<string, unknown>, role: TRole = 'restaurantadmin') =>
  as(role).post('/walkin/seat-now', body);

describe('POST /walkin/seat-now', () => {
  it.each([
    [{}, 'Table and party size are required'],
    [{ restaurantId: 1, partySize: 2 }, 'Table and party size are required'],
    [{ restaurantId: 1, tableId: 'TABLE' }, 'Table and party size are required'],
    [{ restaurantId: 1, tableId: 'TABLE', partySize: 0 }, 'Party size must be from 1 to 20'],
    [{ restaurantId: 1, tableId: 'TABLE', partySize: 21 }, 'Party size must be from 1 to 20'],
    [{ restaurantId: 1, tableId: 'TABLE', partySize: 5 }, 'Min 1, Max 4 for this table.'],
  ])('%j → 400 %s', async (template, error) => {
    const body = JSON.parse(JSON.stringify(template).replace('"TABLE"', String(r1.tables[91])));
    const res = await seat(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error, code: 'VALIDATION_FAILED' });
  });

  it('seats a nameless party now as "Walk-in", checked in, for the default duration; announces it', async () => {
    let res: { status: number; body: { reservation: Record<string, unknown> } } | undefined;
    const seen = await recordEmits(ctx.deps.realtime, async () => {
      res = await seat({
        restaurantId: 1,
        tableId: r1.tables[91],
        partySize: '3',
        telephone: '+385915554433',
      });
    });
    expect(res!.status).toBe(201);
    expect(res!.body.reservation).toMatchObject({
      restaurantId: 1,
      tableId: r1.tables[91],
      tableIds: [r1.tables[91]],
      name: 'Walk-in',
      phone: '+385915554433',
      guests: 3,
      partySize: 3,
      date: '2026-06-10T10:00:00.000Z',
      endDate: '2026-06-10T11:00:00.000Z',
      status: 'confirmed',
      checkedInAt: '2026-06-10T10:00:00.000Z',
      isWalkIn: true,
    });
    expect(seen).toEqual([
      {
        restaurantId: 1,
        event: 'reservation.created',
        payload: { restaurantId: 1, reservationId: res!.body.reservation.id, tableId: r1.tables[91] },
      },
    ]);
  });

  it('a named walk-in is still a walk-in (the explicit column), and the table’s restaurant is enough', async () => {
    const res = await seat({ tableId: r1.tables[92], partySize: 2, name: 'Ivo', phone: '+385911234567' });
    expect(res.status).toBe(201);
    expect(res.body.reservation).toMatchObject({ name: 'Ivo', phone: '+385911234567', isWalkIn: true });
    const row = await ctx.orm.em.fork().findOneOrFail(Reservation, { id: res.body.reservation.id });
    expect(row.isWalkIn).toBe(true);
    // The reservations list answers it too.
    const list = await as('restaurantadmin').get('/reservations?restaurantId=1&date=2026-06-10&pageSize=100');
    const item = (list.body.reservations as { id: number; isWalkIn: boolean }[]).find(
      (r) => r.id === res.body.reservation.id,
    );
    expect(item?.isWalkIn).toBe(true);
  });

  it('an occupied table is the 409 naming the conflict', async () => {
    await book(ctx.orm, r1, { tableNumber: 93, start: '2026-06-10T09:30:00Z' });
    const res = await seat({ restaurantId: 1, tableId: r1.tables[93], partySize: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Cannot create reservation: Table 93 (11:30-12:30) are already reserved.',
      code: 'RESERVATION_OVERLAP',
      conflicts: [
        {
          tableNumber: 93,
          conflictStart: '2026-06-10T09:30:00.000Z',
          conflictEnd: '2026-06-10T10:30:00.000Z',
        },
      ],
    });
  });

  it('a party seated at a table just cleared ends its undo window, so boards show the new party at once', async () => {
    const first = await seat({ restaurantId: 1, tableId: r1.tables[95], partySize: 2 });
    expect(first.status).toBe(201);
    const cleared = await as('restaurantadmin').post(`/tables/${r1.tables[95]}/clear`, {});
    expect(cleared.status).toBe(200);
    const table = () => ctx.orm.em.fork().findOneOrFail(DiningTable, { id: r1.tables[95] });
    expect((await table()).clearedUntil).not.toBeNull();
    const next = await seat({ restaurantId: 1, tableId: r1.tables[95], partySize: 2, name: 'Next Party' });
    expect(next.status).toBe(201);
    expect((await table()).clearedUntil).toBeNull();
    // Its own stay, not the cleared one, is the table's now: undoing the old clear cannot take it back.
    const undo = await as('restaurantadmin').post(`/tables/${r1.tables[95]}/clear/undo`, {
      reservationId: first.body.reservation.id,
    });
    expect(undo.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses a held table, another restaurant’s table, and an unknown one', async () => {
    expect((await seat({ restaurantId: 1, tableId: r1.tables[11], partySize: 2 })).body.error).toBe(
      'This table is not available for booking',
    );
    const r3 = await fixtureOf(ctx.orm, 3);
    const elsewhere = await seat({ restaurantId: 1, tableId: r3.tables[1], partySize: 2 });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe('Every table must belong to the restaurant');
    // Named by the table alone, another restaurant's table is that restaurant's business: 403.
    expect((await seat({ tableId: r3.tables[1], partySize: 2 })).status).toBe(403);
    expect((await seat({ restaurantId: 1, tableId: 999999, partySize: 2 })).status).toBe(404);
  });

  it('is refused to staff; managers and the superadmin may seat', async () => {
    expect((await seat({ restaurantId: 1, tableId: r1.tables[94], partySize: 2 }, 'staff')).status).toBe(403);
    const manager = await seat(
      { restaurantId: 1, tableId: r1.tables[94], partySize: 2 },
      'restaurantmanager',
    );
    expect(manager.status).toBe(201);
  });
});
