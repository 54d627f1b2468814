import { tableReasonAt, type TAvailabilityResponse, type TRole, type TTable } from '@stol/contracts';
import request from 'supertest';
import { mapError } from '../src/http/error-mapper';
import { createReservation } from '../src/modules/reservations/booking.service';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { DiningTable, LIVE_TABLES_FILTER } from '../src/modules/tables/table.entity';
import { startServer, type RunningServer } from '../src/server';
import { addTable, book } from './support/booking-fixtures';
import { loginEveryRole } from './support/login';
import { recordEvents, socketPool } from './support/socket-client';
import { restaurantWithTables } from './support/table-fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Tables management over HTTP on PostgreSQL (staff spec §2, §5, §6, §7; README "Floor plan rules"): who may
 * add, edit, move, delete and copy tables and change the floor plan; limits; unique numbers (also under
 * parallel copies); deletes and replaces that would strand future reservations; and the live events.
 * The clock stands at 2026-06-10 10:00Z: "future" is after that.
 */

let ctx: TestContext;
let server: RunningServer;
let tokens: Record<TRole, string>;
const sockets = socketPool();

beforeAll(async () => {
  ctx = await createTestContext();
  tokens = await loginEveryRole(ctx.app);
  server = await startServer(ctx.deps, 0);
});
afterAll(async () => {
  sockets.closeAll();
  await server?.close();
  await ctx?.close();
});

type Method = 'get' | 'post' | 'patch' | 'delete';
const call = (role: TRole, method: Method, url: string, body?: object) => {
  const req = request(ctx.app)[method](url).set('Authorization', `Bearer ${tokens[role]}`);
  return body ? req.send(body) : req;
};

/** The table as live reads see it (null once deleted). */
const tableRow = (id: number) => ctx.orm.em.fork().findOne(DiningTable, { id });
/** The stored row, deleted or not. */
const storedRow = (id: number) =>
  ctx.orm.em.fork().findOne(DiningTable, { id }, { filters: { [LIVE_TABLES_FILTER]: false } });
const tablesOf = async (restaurantId: number) =>
  ctx.orm.em.fork().find(DiningTable, { restaurantId }, { orderBy: { number: 'asc' } });
const floorplanOf = async (restaurantId: number) =>
  (await ctx.orm.em.fork().findOneOrFail(Restaurant, { id: restaurantId })).floorplan;

/** Restaurant 1 belongs to the admin, staff and manager; a high table number nobody else uses. */
let nextNumber = 500;
const ownTable = async (restaurantId = 1) => addTable(ctx.orm, { restaurantId, tables: {} }, ++nextNumber);

/** Live events of a restaurant's room, as a client in that room (the superadmin's, unless given) receives them. */
const listen = async (restaurantId: number, role: TRole = 'superadmin') =>
  recordEvents(await sockets.joined(`http://127.0.0.1:${server.port}`, tokens[role], restaurantId));

describe('POST /tables', () => {
  it('the superadmin adds a table with the defaults (30x30) and its corner radii', async () => {
    const fx = await restaurantWithTables(ctx.orm, {});
    const live = await listen(fx.restaurantId);
    const res = await call('superadmin', 'post', '/tables', {
      restaurantId: fx.restaurantId,
      number: 1,
      x: 100,
      y: 120,
      style: { tl: 10, tr: 10, br: 0, bl: 0 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      restaurantId: fx.restaurantId,
      number: 1,
      seats: 4,
      x: 100,
      y: 120,
      width: 30,
      height: 30,
      status: 'available',
    });
    expect((await floorplanOf(fx.restaurantId)).tableStyles).toEqual({
      [res.body.id]: { tl: 10, tr: 10, br: 0, bl: 0 },
    });
    expect(await live.next('table.created')).toMatchObject({
      restaurantId: fx.restaurantId,
      tableId: res.body.id,
    });
    expect(await live.next('floorplan.updated')).toEqual({ restaurantId: fx.restaurantId });
  });

  it('updates the table when an id is given; a table never changes restaurant', async () => {
    const id = await ownTable();
    const res = await call('superadmin', 'post', '/tables', {
      id,
      restaurantId: 1,
      number: nextNumber,
      seats: 6,
      x: 10,
      y: 20,
      width: 80,
      height: 40,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, seats: 6, x: 10, y: 20, width: 80, height: 40 });
    const moved = await call('superadmin', 'post', '/tables', { id, restaurantId: 2, number: 1, x: 0, y: 0 });
    expect(moved.status).toBe(400);
    expect(moved.body.error).toBe('A table cannot be moved to another restaurant');
  });

  it('a taken number is a 409 that names it (the unique index decides)', async () => {
    const res = await call('superadmin', 'post', '/tables', { restaurantId: 1, number: 1, x: 0, y: 0 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Table number 1 is already taken in this restaurant',
      code: 'TABLE_NUMBER_TAKEN',
    });
  });

  it.each([
    ['width below 10', { width: 9 }, 'width must be at least 10'],
    ['height above 300', { height: 301 }, 'height must be at most 300'],
    ['no seats', { seats: 0 }, 'seats must be a whole number from 1 to 100'],
    ['a corner radius above 100', { style: { tl: 101 } }, 'style.tl must be at most 100'],
    ['a negative corner radius', { style: { br: -1 } }, 'style.br must be at least 0'],
    ['off the canvas', { x: 990 }, 'The table must lie inside the 1000x1000 floor plan'],
    ['a negative position', { y: -1 }, 'y must be at least 0'],
    ['no number', { number: undefined }, 'number is required'],
  ])('refuses %s', async (_name, change, message) => {
    const res = await call('superadmin', 'post', '/tables', {
      restaurantId: 1,
      number: 900,
      x: 0,
      y: 0,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it.each(['restaurantmanager', 'restaurantadmin', 'staff'] as const)(
    '%s may not add tables',
    async (role) => {
      const res = await call(role, 'post', '/tables', { restaurantId: 1, number: 901, x: 0, y: 0 });
      expect(res.status).toBe(403);
    },
  );
});

describe('the database enforces the rules, whoever writes', () => {
  it('two tables of one restaurant never share a number (unique index, 409 naming it)', async () => {
    const em = ctx.orm.em.fork();
    em.create(DiningTable, { restaurantId: 1, number: 3, seats: 2 });
    const err = await em.flush().catch((e: unknown) => e);
    expect(mapError(err)).toEqual({
      status: 409,
      body: { error: 'Table number 3 is already taken in this restaurant', code: 'TABLE_NUMBER_TAKEN' },
    });
  });

  it.each([[{ x: 990 }], [{ y: -1 }], [{ width: 5 }], [{ height: 400 }], [{ seats: 0 }]])(
    'a table with %j is refused by a check constraint (400)',
    async (change) => {
      const id = await ownTable();
      const err = await ctx.orm.em
        .fork()
        .nativeUpdate(DiningTable, { id }, change)
        .catch((e: unknown) => e);
      expect(mapError(err)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    },
  );
});

describe('PATCH /tables/{id}: who changes what', () => {
  it.each([
    ['restaurantadmin', { x: 40, y: 50 }],
    ['restaurantadmin', { status: 'maintenance' }],
    ['restaurantmanager', { status: 'maintenance' }],
    ['restaurantmanager', { x: 60, y: 70 }],
    ['superadmin', { number: 950, seats: 8, width: 120, height: 60, x: 1, y: 2, status: 'available' }],
  ] as const)('%s may send %j', async (role, patch) => {
    const id = await ownTable();
    const res = await call(role, 'patch', `/tables/${id}`, patch);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(patch);
    expect(await tableRow(id)).toMatchObject(patch);
  });

  it.each([
    ['restaurantadmin', { number: 960 }, 'Only superadmin can change number or seats'],
    ['restaurantadmin', { seats: 2 }, 'Only superadmin can change number or seats'],
    ['restaurantmanager', { seats: 2, x: 5, y: 5 }, 'Only superadmin can change number or seats'],
    ['restaurantadmin', { width: 100 }, 'Only superadmin can change table size'],
    ['restaurantmanager', { height: 100 }, 'Only superadmin can change table size'],
  ] as const)('%s may not send %j', async (role, patch, message) => {
    const id = await ownTable();
    const before = await tableRow(id);
    const res = await call(role, 'patch', `/tables/${id}`, patch);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: message, code: 'FORBIDDEN' });
    expect(await tableRow(id)).toEqual(before);
  });

  it('staff may not change tables; nobody changes another restaurant’s', async () => {
    const id = await ownTable();
    expect((await call('staff', 'patch', `/tables/${id}`, { status: 'maintenance' })).status).toBe(403);
    const foreign = await ownTable(3);
    for (const role of ['restaurantadmin', 'restaurantmanager'] as const) {
      expect((await call(role, 'patch', `/tables/${foreign}`, { x: 1, y: 1 })).status).toBe(403);
    }
    const admin2 = await ownTable(2);
    expect((await call('restaurantadmin', 'patch', `/tables/${admin2}`, { x: 1, y: 1 })).status).toBe(403);
    expect((await call('restaurantmanager', 'patch', `/tables/${admin2}`, { x: 1, y: 1 })).status).toBe(200);
  });

  // Restaurant 1: the admin's, staff's and manager's; 2: the manager's too; 3: nobody's but the superadmin's.
  it.each([
    ['restaurantadmin', 1, 200],
    ['restaurantadmin', 2, 403],
    ['restaurantadmin', 3, 403],
    ['restaurantmanager', 1, 200],
    ['restaurantmanager', 2, 200],
    ['restaurantmanager', 3, 403],
    ['staff', 1, 403],
    ['superadmin', 3, 200],
  ] as const)(
    '%s toggling maintenance on a table of restaurant %i: %i',
    async (role, restaurantId, status) => {
      const id = await ownTable(restaurantId);
      const res = await call(role, 'patch', `/tables/${id}`, { status: 'maintenance' });
      expect(res.status).toBe(status);
      expect((await tableRow(id))?.status).toBe(status === 200 ? 'maintenance' : 'available');
      if (status !== 200) return;
      expect((await call(role, 'patch', `/tables/${id}`, { status: 'available' })).status).toBe(200);
      expect((await tableRow(id))?.status).toBe('available');
    },
  );

  it.each([
    [{ x: 980, y: 10 }, 'The table must lie inside the 1000x1000 floor plan'],
    [{ x: 1001, y: 10 }, 'x must be at most 1000'],
    [{ x: 10 }, 'A position needs both x and y'],
    [{}, 'Nothing to change'],
    [{ status: 'reserved' }, 'status must be one of "available", "maintenance"'],
    [{ width: 301 }, 'width must be at most 300'],
    [{ color: 'red' }, undefined],
  ])('refuses %j', async (patch, message) => {
    const id = await ownTable();
    const res = await call('superadmin', 'patch', `/tables/${id}`, patch);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
  });

  it('a size that would push the table off the canvas is refused', async () => {
    const id = await ownTable();
    await call('superadmin', 'patch', `/tables/${id}`, { x: 900, y: 900 });
    const res = await call('superadmin', 'patch', `/tables/${id}`, { width: 120 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The table must lie inside the 1000x1000 floor plan');
  });

  it('a number taken in the restaurant is a 409 naming it', async () => {
    const id = await ownTable();
    const res = await call('superadmin', 'patch', `/tables/${id}`, { number: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Table number 2 is already taken in this restaurant',
      code: 'TABLE_NUMBER_TAKEN',
    });
  });

  it('a dragged position is announced as table.moved, other changes as table.updated', async () => {
    const id = await ownTable();
    const live = await listen(1);
    await call('restaurantadmin', 'patch', `/tables/${id}`, { x: 300, y: 310 });
    expect(await live.next('table.moved')).toMatchObject({ restaurantId: 1, tableId: id });
    expect(live.saw('table.updated')).toBe(false);
    live.clear();
    await call('restaurantmanager', 'patch', `/tables/${id}`, { status: 'maintenance' });
    expect(await live.next('table.updated')).toMatchObject({ restaurantId: 1, tableId: id });
    expect(live.saw('table.moved')).toBe(false);
  });
});

describe('DELETE /tables/{id}', () => {
  it('only superadmin and managers delete', async () => {
    for (const role of ['restaurantadmin', 'staff'] as const) {
      const id = await ownTable();
      const refused = await call(role, 'delete', `/tables/${id}`);
      // Staff spec §6's sentence, in the caller's language (the back office shows it).
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'FORBIDDEN',
        error: 'Only superadmin and restaurant managers can delete tables',
      });
      const hr = await call(role, 'delete', `/tables/${id}`).set('Accept-Language', 'hr');
      expect(hr.body.error).toBe('Stolove mogu brisati samo superadministrator i voditelji restorana');
      expect(await tableRow(id)).not.toBeNull();
    }
    const id = await ownTable();
    expect((await call('restaurantmanager', 'delete', `/tables/${id}`)).status).toBe(204);
    expect(await tableRow(id)).toBeNull();
    // Another restaurant's table: the tenant refusal, not the role sentence.
    const foreign = await call('restaurantmanager', 'delete', `/tables/${await ownTable(3)}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('You do not have access to this resource');
  });

  it.each([
    ['restaurantmanager', 1, 204],
    ['restaurantmanager', 2, 204],
    ['restaurantmanager', 3, 403],
    ['restaurantadmin', 1, 403],
    ['staff', 1, 403],
    ['superadmin', 3, 204],
  ] as const)('%s deleting a table of restaurant %i: %i', async (role, restaurantId, status) => {
    const id = await ownTable(restaurantId);
    expect((await call(role, 'delete', `/tables/${id}`)).status).toBe(status);
    expect(await tableRow(id)).toEqual(status === 204 ? null : expect.objectContaining({ id }));
  });

  it('refuses while future reservations hold the table, listing them, and changes nothing', async () => {
    const fx = await restaurantWithTables(ctx.orm, { 5: 4 }, (t) => ({
      tableStyles: { [t[5]!]: { tl: 5 } },
    }));
    const tableId = fx.tables[5]!;
    const later = await book(ctx.orm, fx, { tableNumber: 5, start: '2026-06-12T17:00:00Z' });
    const seated = await book(ctx.orm, fx, { tableNumber: 5, start: '2026-06-10T09:30:00Z' });
    const res = await call('superadmin', 'delete', `/tables/${tableId}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TABLE_HAS_RESERVATIONS');
    expect(res.body.error).toBe(
      'These future reservations would lose their table: Table 5, 2026-06-10 11:30, 2 guests; ' +
        'Table 5, 2026-06-12 19:00, 2 guests. Move or cancel them first.',
    );
    expect(res.body.details.reservations).toEqual([
      {
        reservationId: seated.id,
        tableId,
        tableNumber: 5,
        start: '2026-06-10T09:30:00.000Z',
        end: '2026-06-10T10:30:00.000Z',
        partySize: 2,
      },
      expect.objectContaining({ reservationId: later.id, start: '2026-06-12T17:00:00.000Z', partySize: 2 }),
    ]);
    expect(await tableRow(tableId)).not.toBeNull();
    expect((await floorplanOf(fx.restaurantId)).tableStyles).toEqual({ [tableId]: { tl: 5 } });
  });

  it('a table with only past, cleared or cancelled reservations is deleted with its style and chairs', async () => {
    const fx = await restaurantWithTables(ctx.orm, { 5: 4, 6: 4 }, (t) => ({
      tableStyles: { [t[5]!]: { tl: 5 }, [t[6]!]: { tl: 7 } },
      chairOverrides: { [t[5]!]: [{ r: 4, ocx: 0, ocy: -6 }] },
    }));
    const [tableId, keep] = [fx.tables[5]!, fx.tables[6]!];
    await book(ctx.orm, fx, { tableNumber: 5, start: '2026-06-09T17:00:00Z' });
    await book(ctx.orm, fx, { tableNumber: 5, start: '2026-06-12T17:00:00Z', status: 'cancelled' });
    const live = await listen(fx.restaurantId);
    const res = await call('superadmin', 'delete', `/tables/${tableId}`);
    expect(res.status).toBe(204);
    expect(await tableRow(tableId)).toBeNull();
    expect((await storedRow(tableId))?.deletedAt).toEqual(ctx.clock.now());
    expect(await floorplanOf(fx.restaurantId)).toEqual({
      tableStyles: { [keep]: { tl: 7 } },
      chairOverrides: {},
    });
    expect(await live.next('table.deleted')).toMatchObject({ restaurantId: fx.restaurantId, tableId });
  });

  it('an attached table of a future large party blocks too; a no-show does not', async () => {
    const fx = await restaurantWithTables(ctx.orm, { 1: 4, 2: 4, 3: 4 });
    const startAt = new Date('2026-06-11T18:00:00Z');
    await ctx.orm.em.fork().transactional((tx) =>
      createReservation(tx, {
        restaurantId: fx.restaurantId,
        tableIds: [fx.tables[1]!, fx.tables[2]!],
        name: 'Large party',
        phone: '+385912345678',
        startAt,
        endAt: new Date(startAt.getTime() + 2 * 3_600_000),
        guests: 8,
        bufferMin: 0,
      }),
    );
    await book(ctx.orm, fx, { tableNumber: 3, start: '2026-06-10T09:50:00Z', noShowAt: new Date() });
    const attached = await call('superadmin', 'delete', `/tables/${fx.tables[2]}`);
    expect(attached.status).toBe(409);
    expect(attached.body.details.reservations).toEqual([
      expect.objectContaining({ tableNumber: 2, partySize: 8, start: '2026-06-11T18:00:00.000Z' }),
    ]);
    expect((await call('superadmin', 'delete', `/tables/${fx.tables[3]}`)).status).toBe(204);
  });

  it('an unknown table is a 404', async () => {
    const res = await call('superadmin', 'delete', '/tables/999999');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Table not found');
  });
});

describe('a deleted table keeps its history (soft delete)', () => {
  /** A restaurant whose table 5 (2 seats) has only past reservations and a cancelled future one; 6 stays. */
  async function withHistory() {
    const fx = await restaurantWithTables(ctx.orm, { 5: 2, 6: 4 });
    const past = await book(ctx.orm, fx, {
      tableNumber: 5,
      start: '2026-06-09T17:00:00Z',
      name: 'Past Guest',
    });
    const earlierToday = await book(ctx.orm, fx, { tableNumber: 5, start: '2026-06-10T07:00:00Z' });
    const cancelled = await book(ctx.orm, fx, {
      tableNumber: 5,
      start: '2026-06-12T17:00:00Z',
      status: 'cancelled',
    });
    const deleted = await call('superadmin', 'delete', `/tables/${fx.tables[5]}`);
    expect(deleted.status).toBe(204);
    return { fx, tableId: fx.tables[5]!, past, earlierToday, cancelled };
  }

  it('the past reservations stay and still list, export and count with the table number', async () => {
    const { fx, tableId, past, earlierToday } = await withHistory();
    expect(await storedRow(tableId)).toMatchObject({ number: 5, deletedAt: ctx.clock.now() });
    expect(await ctx.orm.em.fork().count(Reservation, { tableId })).toBe(3);

    const list = await call(
      'superadmin',
      'get',
      `/reservations?restaurantId=${fx.restaurantId}&date=2026-06-09`,
    );
    expect(list.status).toBe(200);
    expect(list.body.reservations).toEqual([
      expect.objectContaining({
        id: past.id,
        name: 'Past Guest',
        table: { id: tableId, number: 5, status: 'available' },
      }),
    ]);
    const csv = await call(
      'superadmin',
      'get',
      `/reservations/export?restaurantId=${fx.restaurantId}&date=2026-06-09`,
    );
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    // id, restaurant, day, start, end, tables, name, … (RESERVATION_CSV_COLUMNS): the deleted table's number stays.
    const [id, , , , , tables, name] = lines[1]!.split(',');
    expect({ id, tables, name }).toEqual({ id: String(past.id), tables: '5', name: 'Past Guest' });

    // Today's stats count the morning's reservation on the deleted table (history, not the live floor).
    const stats = await call('superadmin', 'get', `/admin/stats?restaurantId=${fx.restaurantId}`);
    expect(stats.body).toEqual({ reservationsToday: 1, reservationsThisWeek: 2 });
    // The guest floor plan of the day draws live tables only.
    const day = await request(ctx.app)
      .get('/public/reservations')
      .query({ restaurantId: fx.restaurantId, date: '2026-06-10' });
    expect(day.body.reservations).toEqual([]);
    expect(earlierToday.tableId).toBe(tableId);
  });

  it('is gone from every live read: lists, public tables and availability, editing, copying, the floor plan', async () => {
    const { fx, tableId } = await withHistory();
    const ids = (res: request.Response) => (res.body as TTable[]).map((t) => t.id);
    expect(ids(await call('superadmin', 'get', `/tables?restaurantId=${fx.restaurantId}`))).toEqual([
      fx.tables[6],
    ]);
    const publicTables = await request(ctx.app)
      .get('/public/tables')
      .query({ restaurantId: fx.restaurantId });
    expect(ids(publicTables)).toEqual([fx.tables[6]]);
    const availability = await request(ctx.app)
      .get('/public/availability')
      .query({ restaurantId: fx.restaurantId, date: '2026-06-11', guests: 2 });
    expect(availability.status).toBe(200);
    // A live 2-seater would be every slot's pick for two (the smallest free table): the 4-seater is.
    const slots = (availability.body as TAvailabilityResponse).slots;
    expect(new Set(slots.map((s) => s.tableId))).toEqual(new Set([fx.tables[6]]));
    expect(slots.some((s) => tableReasonAt(s, tableId) !== null)).toBe(false);
    const oneTable = await request(ctx.app)
      .get('/public/availability')
      .query({ restaurantId: fx.restaurantId, date: '2026-06-11', tableId });
    expect(oneTable.status).toBe(404);
    expect(oneTable.body.error).toBe('Table not found');

    for (const res of [
      await call('superadmin', 'patch', `/tables/${tableId}`, { x: 10, y: 10 }),
      await call('superadmin', 'delete', `/tables/${tableId}`),
      await call('superadmin', 'post', '/tables', {
        id: tableId,
        restaurantId: fx.restaurantId,
        number: 5,
        x: 0,
        y: 0,
      }),
      await call('superadmin', 'post', `/admin/tables/${tableId}/copy`, {
        targetRestaurantId: fx.restaurantId,
        count: 1,
      }),
      await call('superadmin', 'post', `/tables/${tableId}/clear`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Table not found');
    }
    const style = await call('superadmin', 'patch', `/restaurants/${fx.restaurantId}`, {
      floorplan: { tableStyles: { [tableId]: { tl: 1 } } },
    });
    expect(style.status).toBe(400);
    expect(style.body.error).toBe(`The floor plan names table ${tableId}, which is not in this restaurant`);

    const copies = await call('superadmin', 'post', '/admin/tables/copy', {
      sourceRestaurantId: fx.restaurantId,
      targetRestaurantId: (await restaurantWithTables(ctx.orm, {})).restaurantId,
      mode: 'append',
    });
    expect(copies.body.tables.map((t: TTable) => t.number)).toEqual([6]);
  });

  it('no booking, reassign, reschedule or re-confirmation reaches it (404 Table not found)', async () => {
    const { fx, tableId, past, cancelled } = await withHistory();
    const guest = { name: 'Ana Horvat', phone: '091 234 5678', guests: 2 };
    const booked = await request(ctx.app)
      .post('/reserve')
      .send({ ...guest, tableId, date: '2026-06-11T13:00:00+02:00' });
    expect(booked.status).toBe(404);
    expect(booked.body.error).toBe('Table not found');
    // Any table: the deleted 2-seater would be the best fit; the live 4-seater takes the party.
    const any = await request(ctx.app)
      .post('/reserve')
      .send({ ...guest, restaurantId: fx.restaurantId, anyTable: true, date: '2026-06-11T13:00:00+02:00' });
    expect(any.status).toBe(201);
    expect(any.body.reservation.tableId).toBe(fx.tables[6]);

    const moved = await book(ctx.orm, fx, { tableNumber: 6, start: '2026-06-11T17:00:00Z' });
    const reassign = await call('superadmin', 'patch', `/reservations/${moved.id}`, { tableId });
    expect(reassign.status).toBe(404);
    expect(reassign.body.error).toBe('Table not found');
    const reschedule = await call('superadmin', 'patch', `/reservations/${past.id}`, {
      date: '2026-06-11T20:00:00+02:00',
    });
    expect(reschedule.status).toBe(404);
    expect(reschedule.body.error).toBe('Table not found');
    const reconfirm = await call('superadmin', 'patch', `/reservations/${cancelled.id}`, {
      status: 'confirmed',
    });
    expect(reconfirm.status).toBe(404);
    expect(reconfirm.body.error).toBe('Table not found');
    // History edits that hold nothing still work on it.
    const noShow = await call('superadmin', 'patch', `/reservations/${past.id}`, { status: 'no_show' });
    expect(noShow.status).toBe(200);
    expect(noShow.body.table).toMatchObject({ id: tableId, number: 5 });
  });

  it('an approval asking for the table still names it; approving it is a 404', async () => {
    const fx = await restaurantWithTables(ctx.orm, { 5: 2, 6: 4 });
    const moving = await book(ctx.orm, fx, { tableNumber: 6, start: '2026-06-11T17:00:00Z' });
    const blocker = await book(ctx.orm, fx, { tableNumber: 5, start: '2026-06-11T17:00:00Z' });
    const filed = await call('superadmin', 'patch', `/reservations/${moving.id}`, {
      tableId: fx.tables[5],
      requireApproval: true,
    });
    expect(filed.status).toBe(202);
    await call('superadmin', 'patch', `/reservations/${blocker.id}`, { status: 'cancelled' });
    expect((await call('superadmin', 'delete', `/tables/${fx.tables[5]}`)).status).toBe(204);
    const list = await call('superadmin', 'get', '/reservations/approvals');
    expect(list.body.approvals.find((a: { id: number }) => a.id === filed.body.approvalId)).toMatchObject({
      requestedTableId: fx.tables[5],
      requestedTableNumber: 5,
    });
    const approve = await call(
      'superadmin',
      'post',
      `/reservations/approvals/${filed.body.approvalId}/approve`,
    );
    expect(approve.status).toBe(404);
    expect(approve.body.error).toBe('Table not found');
  });

  it('its number is free again; the unique index still refuses two live tables with one number', async () => {
    const { fx, tableId, past } = await withHistory();
    const again = await call('superadmin', 'post', '/tables', {
      restaurantId: fx.restaurantId,
      number: 5,
      x: 0,
      y: 0,
    });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(tableId);
    const twice = await call('superadmin', 'post', '/tables', {
      restaurantId: fx.restaurantId,
      number: 5,
      x: 0,
      y: 0,
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      error: 'Table number 5 is already taken in this restaurant',
      code: 'TABLE_NUMBER_TAKEN',
    });
    // A copy keeps number 5 taken by the new table, not by the deleted one.
    const copy = await call('superadmin', 'post', `/admin/tables/${fx.tables[6]}/copy`, {
      targetRestaurantId: fx.restaurantId,
      count: 1,
    });
    expect(copy.body.tables.map((t: TTable) => t.number)).toEqual([7]);
    // The old reservation still names its own (deleted) table.
    const list = await call(
      'superadmin',
      'get',
      `/reservations?restaurantId=${fx.restaurantId}&date=2026-06-09`,
    );
    expect(list.body.reservations[0]).toMatchObject({ id: past.id, table: { id: tableId, number: 5 } });
  });

  it('the database refuses to hard-delete a table that has history; a restaurant still goes with everything', async () => {
    const fx = await restaurantWithTables(ctx.orm, { 1: 2 });
    await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-01T17:00:00Z' });
    const err = await ctx.orm.em
      .fork()
      .execute('delete from "tables" where id = ?', [fx.tables[1]])
      .catch((e: unknown) => e);
    expect(mapError(err)).toMatchObject({ status: 409 });
    expect(await ctx.orm.em.fork().count(Reservation, { tableId: fx.tables[1] })).toBe(1);
    await ctx.orm.em.fork().nativeDelete(Restaurant, { id: fx.restaurantId });
    expect(await storedRow(fx.tables[1]!)).toBeNull();
    expect(await ctx.orm.em.fork().count(Reservation, { restaurantId: fx.restaurantId })).toBe(0);
  });

  it('a booking racing the delete: never both (the delete lists it, or the booking finds no table)', async () => {
    for (let i = 0; i < 5; i++) {
      const fx = await restaurantWithTables(ctx.orm, { 1: 4 });
      const [deleted, booked] = await Promise.all([
        call('superadmin', 'delete', `/tables/${fx.tables[1]}`),
        request(ctx.app).post('/reserve').send({
          name: 'Ana Horvat',
          phone: '091 234 5678',
          guests: 2,
          tableId: fx.tables[1],
          date: '2026-06-11T13:00:00+02:00',
        }),
      ]);
      expect([deleted.status, booked.status].sort()).toEqual(
        deleted.status === 204 ? [204, 404] : [201, 409],
      );
    }
  });
});

describe('POST /admin/tables/{id}/copy', () => {
  it('makes count copies, offset step by step, clamped to the canvas, with the next free numbers and the style', async () => {
    const fx = await restaurantWithTables(ctx.orm, { 1: 2, 4: 2 }, (t) => ({
      tableStyles: { [t[1]!]: { tl: 20 } },
      chairOverrides: { [t[1]!]: [{ r: 4, cx: 905, cy: 95 }] },
    }));
    const source = fx.tables[1]!;
    await ctx.orm.em
      .fork()
      .nativeUpdate(DiningTable, { id: source }, { x: 900, y: 100, width: 60, height: 40 });
    const live = await listen(fx.restaurantId);
    const res = await call('superadmin', 'post', `/admin/tables/${source}/copy`, {
      targetRestaurantId: fx.restaurantId,
      count: 3,
      offsetX: 20,
      offsetY: 10,
    });
    expect(res.status).toBe(201);
    const copies = res.body.tables as TTable[];
    expect(copies.map((t) => [t.number, t.x, t.y, t.width, t.height, t.seats])).toEqual([
      [5, 920, 110, 60, 40, 2],
      [6, 940, 120, 60, 40, 2],
      [7, 940, 130, 60, 40, 2], // 960 would overhang the 1000 canvas
    ]);
    const plan = await floorplanOf(fx.restaurantId);
    expect(plan.tableStyles?.[copies[0]!.id]).toEqual({ tl: 20 });
    expect(plan.chairOverrides?.[copies[1]!.id]).toEqual([{ r: 4, cx: 945, cy: 115 }]);
    expect(await live.next('table.created')).toEqual({
      restaurantId: fx.restaurantId,
      tableIds: copies.map((t) => t.id),
    });
  });

  it('into another restaurant, keeps the number when it is free there', async () => {
    const from = await restaurantWithTables(ctx.orm, { 3: 4 });
    const to = await restaurantWithTables(ctx.orm, { 1: 4 });
    const res = await call('superadmin', 'post', `/admin/tables/${from.tables[3]}/copy`, {
      targetRestaurantId: to.restaurantId,
      count: 2,
    });
    expect(res.status).toBe(201);
    expect(res.body.tables.map((t: TTable) => [t.restaurantId, t.number, t.x, t.y])).toEqual([
      [to.restaurantId, 3, 10, 10],
      [to.restaurantId, 4, 20, 20],
    ]);
  });

  it.each([
    [{ count: 0 }, 'count must be a whole number from 1 to 50'],
    [{ count: 51 }, 'count must be a whole number from 1 to 50'],
    [{ count: 2, offsetX: 'ten' }, 'offsetX must be a number'],
  ])('refuses %j', async (body, message) => {
    const res = await call('superadmin', 'post', `/admin/tables/${await ownTable()}/copy`, {
      targetRestaurantId: 1,
      ...body,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('parallel copies into one restaurant all succeed with unique numbers', async () => {
    const fx = await restaurantWithTables(ctx.orm, { 1: 4 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('superadmin', 'post', `/admin/tables/${fx.tables[1]}/copy`, {
          targetRestaurantId: fx.restaurantId,
          count: 5,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const numbers = (await tablesOf(fx.restaurantId)).map((t) => t.number);
    expect(numbers).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
  });
});

describe('POST /admin/tables/copy', () => {
  const layout = async () => {
    const source = await restaurantWithTables(ctx.orm, { 1: 2, 2: 4, 3: 6 });
    const target = await restaurantWithTables(ctx.orm, { 2: 8, 9: 8 });
    return { source, target };
  };

  it('append: copies every table, keeping free numbers and renumbering the taken ones', async () => {
    const { source, target } = await layout();
    const res = await call('superadmin', 'post', '/admin/tables/copy', {
      sourceRestaurantId: source.restaurantId,
      targetRestaurantId: target.restaurantId,
      mode: 'append',
    });
    expect(res.status).toBe(201);
    expect(res.body.removedTableIds).toEqual([]);
    expect((await tablesOf(target.restaurantId)).map((t) => [t.number, t.seats])).toEqual([
      [1, 2],
      [2, 8],
      [3, 6],
      [9, 8],
      [10, 4],
    ]);
  });

  it('replace: refused while a future reservation holds a table to remove, and nothing changes', async () => {
    const { source, target } = await layout();
    await book(ctx.orm, target, { tableNumber: 9, start: '2026-07-01T18:00:00Z' });
    const before = await tablesOf(target.restaurantId);
    const res = await call('superadmin', 'post', '/admin/tables/copy', {
      sourceRestaurantId: source.restaurantId,
      targetRestaurantId: target.restaurantId,
      mode: 'replace',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TABLE_HAS_RESERVATIONS');
    expect(res.body.details.reservations).toEqual([
      expect.objectContaining({ tableNumber: 9, start: '2026-07-01T18:00:00.000Z', partySize: 2 }),
    ]);
    expect(await tablesOf(target.restaurantId)).toEqual(before);
  });

  it('replace: the target gets exactly the source layout, in one go, announced live', async () => {
    const { source, target } = await layout();
    await book(ctx.orm, target, { tableNumber: 9, start: '2026-06-01T18:00:00Z' }); // past: no obstacle
    const live = await listen(target.restaurantId);
    const removed = Object.values(target.tables).sort((a, b) => a - b);
    const res = await call('superadmin', 'post', '/admin/tables/copy', {
      sourceRestaurantId: source.restaurantId,
      targetRestaurantId: target.restaurantId,
      mode: 'replace',
    });
    expect(res.status).toBe(201);
    expect([...res.body.removedTableIds].sort((a: number, b: number) => a - b)).toEqual(removed);
    expect((await tablesOf(target.restaurantId)).map((t) => [t.number, t.seats])).toEqual([
      [1, 2],
      [2, 4],
      [3, 6],
    ]);
    expect(await live.next('table.deleted')).toMatchObject({ restaurantId: target.restaurantId });
    expect(await live.next('table.created')).toMatchObject({ restaurantId: target.restaurantId });
  });

  it('replace keeps the history of the removed tables (soft-deleted in the same transaction)', async () => {
    const { source, target } = await layout();
    const past = await book(ctx.orm, target, { tableNumber: 9, start: '2026-06-01T18:00:00Z' });
    const res = await call('superadmin', 'post', '/admin/tables/copy', {
      sourceRestaurantId: source.restaurantId,
      targetRestaurantId: target.restaurantId,
      mode: 'replace',
    });
    expect(res.status).toBe(201);
    for (const id of Object.values(target.tables)) {
      expect((await storedRow(id))?.deletedAt).toEqual(ctx.clock.now());
    }
    const list = await call(
      'superadmin',
      'get',
      `/reservations?restaurantId=${target.restaurantId}&date=2026-06-01`,
    );
    expect(list.body.reservations).toEqual([
      expect.objectContaining({
        id: past.id,
        table: expect.objectContaining({ id: target.tables[9], number: 9 }),
      }),
    ]);
    // Replacing again removes only the live copies; the first removed tables stay as they were.
    const again = await call('superadmin', 'post', '/admin/tables/copy', {
      sourceRestaurantId: source.restaurantId,
      targetRestaurantId: target.restaurantId,
      mode: 'replace',
    });
    expect([...again.body.removedTableIds].sort()).toEqual(res.body.tables.map((t: TTable) => t.id).sort());
  });

  it.each([
    [{ targetRestaurantId: 1, mode: 'append' }, 'Choose source restaurant'],
    [{ sourceRestaurantId: 1, targetRestaurantId: 1 }, 'Source and target restaurant must differ'],
    [
      { sourceRestaurantId: 2, targetRestaurantId: 1, mode: 'merge' },
      'mode must be one of "append", "replace"',
    ],
  ])('refuses %j', async (body, message) => {
    const res = await call('superadmin', 'post', '/admin/tables/copy', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('an unknown source restaurant is a 404', async () => {
    const res = await call('superadmin', 'post', '/admin/tables/copy', {
      sourceRestaurantId: 999999,
      targetRestaurantId: 1,
    });
    expect(res.status).toBe(404);
  });
});

describe('copies: who, and in parallel', () => {
  it.each(['restaurantmanager', 'restaurantadmin', 'staff'] as const)(
    '%s may copy neither a table nor a layout (403, nothing created)',
    async (role) => {
      const id = await ownTable();
      const before = (await tablesOf(1)).map((t) => t.id);
      const one = await call(role, 'post', `/admin/tables/${id}/copy`, { targetRestaurantId: 1, count: 1 });
      const all = await call(role, 'post', '/admin/tables/copy', {
        sourceRestaurantId: 2,
        targetRestaurantId: 1,
        mode: 'append',
      });
      expect([one.status, all.status]).toEqual([403, 403]);
      expect((await tablesOf(1)).map((t) => t.id)).toEqual(before);
    },
  );

  it('table copies and layout copies (append and replace) racing into one restaurant: unique numbers, each a 201 or a clean 409', async () => {
    const source = await restaurantWithTables(ctx.orm, { 1: 2, 2: 4, 3: 6 });
    const other = await restaurantWithTables(ctx.orm, { 2: 8 });
    const target = await restaurantWithTables(ctx.orm, { 1: 4, 2: 4 });
    const into = { targetRestaurantId: target.restaurantId };
    const layout = (mode: 'append' | 'replace', from = source.restaurantId) =>
      call('superadmin', 'post', '/admin/tables/copy', { ...into, sourceRestaurantId: from, mode });
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () =>
        call('superadmin', 'post', `/admin/tables/${source.tables[1]}/copy`, { ...into, count: 3 }),
      ),
      call('superadmin', 'post', `/admin/tables/${other.tables[2]}/copy`, { ...into, count: 2 }),
      layout('append'),
      layout('append', other.restaurantId),
      layout('replace'),
      layout('append'),
      call('superadmin', 'post', `/admin/tables/${target.tables[1]}/copy`, { ...into, count: 2 }),
    ]);
    // The last one copies a table of the target itself: when the replace took its turn first, that table is
    // gone and the copy is a 404 (it is read under lock, never copied from a stale read).
    const ownCopy = answers.pop()!;
    expect([201, 404]).toContain(ownCopy.status);
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.code).toBe('TABLE_NUMBER_TAKEN');
    }
    // The restaurant row lock makes them take turns: in fact every one of them succeeds.
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(201));
    if (ownCopy.status === 201) answers.push(ownCopy);
    const live = await tablesOf(target.restaurantId);
    const numbers = live.map((t) => t.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Every live table is one a request reported creating (the replace removed those before it).
    const created = new Set(answers.flatMap((a) => (a.body.tables as TTable[]).map((t) => t.id)));
    expect(live.every((t) => created.has(t.id) || Object.values(target.tables).includes(t.id))).toBe(true);
  });
});

describe('replace-mode copy is one transaction', () => {
  it('a replace that fails after removing the old tables leaves them, their styles and chairs as they were', async () => {
    const source = await restaurantWithTables(ctx.orm, { 1: 2 });
    const target = await restaurantWithTables(ctx.orm, { 4: 4, 5: 6 }, (t) => ({
      tableStyles: { [t[4]!]: { tl: 30, tr: 30, br: 30, bl: 30 } },
      chairOverrides: { [t[5]!]: [{ shape: 'rect', ox: 0, oy: 34, width: 30, height: 12 }] },
    }));
    const before = await tablesOf(target.restaurantId);
    // The copies cannot be written into the target: the replace fails after its soft delete.
    const em = ctx.orm.em.fork();
    await em.execute(
      `create or replace function stol_test_refuse_copy() returns trigger language plpgsql as
       $$ begin raise exception 'no copies here (test)'; end $$`,
    );
    await em.execute(
      `create trigger stol_test_refuse_copy before insert on "tables" for each row
       when (new.restaurant_id = ${target.restaurantId}) execute function stol_test_refuse_copy()`,
    );
    try {
      const res = await call('superadmin', 'post', '/admin/tables/copy', {
        sourceRestaurantId: source.restaurantId,
        targetRestaurantId: target.restaurantId,
        mode: 'replace',
      });
      expect(res.status).toBe(500);
    } finally {
      await em.execute('drop trigger stol_test_refuse_copy on "tables"');
      await em.execute('drop function stol_test_refuse_copy()');
    }
    expect(await tablesOf(target.restaurantId)).toEqual(before);
    for (const id of Object.values(target.tables)) expect((await storedRow(id))?.deletedAt).toBeNull();
    expect(await floorplanOf(target.restaurantId)).toEqual(target.floorplan);
  });

  it('a refused replace (future reservations) keeps the styles and chairs too', async () => {
    const source = await restaurantWithTables(ctx.orm, { 1: 2 });
    const target = await restaurantWithTables(ctx.orm, { 4: 4 }, (t) => ({
      tableStyles: { [t[4]!]: { tl: 8 } },
      chairOverrides: { [t[4]!]: [{ r: 5, ocx: -8, ocy: 10 }] },
    }));
    await book(ctx.orm, target, { tableNumber: 4, start: '2026-06-20T18:00:00Z' });
    const res = await call('superadmin', 'post', '/admin/tables/copy', {
      sourceRestaurantId: source.restaurantId,
      targetRestaurantId: target.restaurantId,
      mode: 'replace',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TABLE_HAS_RESERVATIONS');
    expect(await floorplanOf(target.restaurantId)).toEqual(target.floorplan);
    expect((await tablesOf(target.restaurantId)).map((t) => t.id)).toEqual([target.tables[4]]);
  });
});

describe('live events reach the restaurant room, and only it', () => {
  it('a staff client of restaurant 1 receives table.updated/moved/created/deleted and floorplan.updated; room 2 nothing', async () => {
    const id = await ownTable();
    const room = await listen(1, 'staff');
    const elsewhere = await listen(2, 'restaurantmanager');
    const edited = await call('superadmin', 'post', '/tables', {
      id,
      restaurantId: 1,
      number: nextNumber,
      seats: 2,
      x: 200,
      y: 600,
      width: 40,
      height: 40,
      style: { tl: 20, tr: 20, br: 20, bl: 20 },
    });
    expect(edited.status).toBe(200);
    expect(await room.next('table.updated')).toEqual({ restaurantId: 1, tableId: id, tableIds: [id] });
    expect(await room.next('floorplan.updated')).toEqual({ restaurantId: 1 });
    room.clear();

    await call('restaurantadmin', 'patch', `/tables/${id}`, { x: 210, y: 620 });
    expect(await room.next('table.moved')).toEqual({ restaurantId: 1, tableId: id, tableIds: [id] });
    room.clear();

    const copy = await call('superadmin', 'post', `/admin/tables/${id}/copy`, {
      targetRestaurantId: 1,
      count: 1,
    });
    expect(copy.status).toBe(201);
    const copyId = (copy.body.tables as TTable[])[0]!.id;
    expect(await room.next('table.created')).toEqual({ restaurantId: 1, tableIds: [copyId] });
    expect(await room.next('floorplan.updated')).toEqual({ restaurantId: 1 }); // the style went along
    room.clear();

    await call('restaurantmanager', 'delete', `/tables/${id}`);
    expect(await room.next('table.deleted')).toEqual({ restaurantId: 1, tableId: id, tableIds: [id] });
    expect(await room.next('floorplan.updated')).toEqual({ restaurantId: 1 });
    room.clear();

    await call('superadmin', 'patch', '/restaurants/1', {
      floorplan: { chairOverrides: { [copyId]: [{ r: 6, ocx: 20, ocy: -10 }] } },
    });
    expect(await room.next('floorplan.updated')).toEqual({ restaurantId: 1 });

    await new Promise((r) => setTimeout(r, 200));
    expect(elsewhere.seen).toEqual([]);
  });
});

describe('PATCH /restaurants/{id} floorplan', () => {
  it('managers change the grid and background; styles and chairs are the superadmin’s', async () => {
    const ok = await call('restaurantmanager', 'patch', '/restaurants/2', {
      floorplan: { showGrid: false, svgUrl: 'https://example.com/plan.svg' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.floorplan).toMatchObject({ showGrid: false, svgUrl: 'https://example.com/plan.svg' });
    const styles = await call('restaurantmanager', 'patch', '/restaurants/2', {
      floorplan: { tableStyles: {} },
    });
    expect(styles.status).toBe(403);
    expect(styles.body.error).toBe('Only superadmin can change table styles or chairs');
    expect(
      (await call('restaurantadmin', 'patch', '/restaurants/1', { floorplan: { showGrid: true } })).status,
    ).toBe(403);
    expect(
      (await call('restaurantmanager', 'patch', '/restaurants/3', { floorplan: { showGrid: true } })).status,
    ).toBe(403);
  });

  it.each([
    ['restaurantmanager', { chairOverrides: {} }, 'Only superadmin can change table styles or chairs'],
    ['restaurantadmin', { tableStyles: {} }, undefined],
    ['restaurantadmin', { chairOverrides: {} }, undefined],
    ['staff', { showGrid: false }, undefined],
  ] as const)('%s may not send %j (403)', async (role, floorplan, message) => {
    const before = await floorplanOf(1);
    const res = await call(role, 'patch', '/restaurants/1', { floorplan });
    expect(res.status).toBe(403);
    if (message) expect(res.body.error).toBe(message);
    expect(await floorplanOf(1)).toEqual(before);
  });

  it('merges styles and chairs per table, null removes one, and announces floorplan.updated', async () => {
    const fx = await restaurantWithTables(ctx.orm, { 1: 4, 2: 4 });
    const [a, b] = [fx.tables[1]!, fx.tables[2]!];
    const url = `/restaurants/${fx.restaurantId}`;
    await call('superadmin', 'patch', url, {
      floorplan: { showGrid: true, tableStyles: { [a]: { tl: 1, tr: 2, br: 3, bl: 4 }, [b]: { tl: 9 } } },
    });
    const live = await listen(fx.restaurantId);
    const res = await call('superadmin', 'patch', url, {
      floorplan: {
        tableStyles: { [b]: null },
        chairOverrides: {
          [a]: [
            { r: 4.5, ocx: 15, ocy: -6 },
            { shape: 'rect', ox: -8, oy: 10, width: 10, height: 10, radius: 3 },
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.floorplan).toEqual({
      showGrid: true,
      largePartyMinDaysAhead: 5, // every answer carries the large-party notice (the default here)
      tableStyles: { [a]: { tl: 1, tr: 2, br: 3, bl: 4 } },
      chairOverrides: {
        [a]: [
          { r: 4.5, ocx: 15, ocy: -6 },
          { shape: 'rect', ox: -8, oy: 10, width: 10, height: 10, radius: 3 },
        ],
      },
    });
    expect(await live.next('floorplan.updated')).toEqual({ restaurantId: fx.restaurantId });
  });

  it.each([
    [
      { tableStyles: { '999999': { tl: 1 } } },
      'The floor plan names table 999999, which is not in this restaurant',
    ],
    [{ tableStyles: { T: { tl: 1 } } }, 'floorplan.tableStyles is invalid'],
    [
      { chairOverrides: { TABLE: [{ r: 4, ocx: 200, ocy: 0 }] } },
      'A chair of table TABLE lies more than 60 from its table',
    ],
    [{ chairOverrides: { TABLE: [{ width: 3, height: 10 }] } }, undefined],
    [{ tableStyles: { TABLE: { tl: 101 } } }, undefined],
    [{ showGrid: 'yes' }, 'floorplan.showGrid must be a boolean'],
    [{ gridColor: 'red' }, undefined],
  ])('refuses %j', async (floorplan, message) => {
    const id = await ownTable();
    const body = JSON.parse(JSON.stringify({ floorplan }).replaceAll('TABLE', String(id)));
    const res = await call('superadmin', 'patch', '/restaurants/1', body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message.replace('TABLE', String(id)));
  });
});
