import type { TRole } from '@stol/contracts';
import { ReservationApproval } from '../src/modules/reservations/reservation-approval.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { addTable, book, fixtureOf, type Fixture } from './support/booking-fixtures';
import { DEMO, loginEveryRole, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/** Now: Wednesday 2026-06-10 12:00 in Zagreb. Tests use days of their own in 2027 so seed data never mixes in. */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let r1: Fixture;
let r2: Fixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  r1 = await fixtureOf(ctx.orm, 1);
  r2 = await fixtureOf(ctx.orm, 2);
});
afterAll(async () => {
  await ctx.close();
});

const as = (role: TRole) => withToken(ctx.app, tokens[role]);
const reload = (id: number) => ctx.orm.em.fork().findOne(Reservation, { id });

describe('GET /reservations', () => {
  const DAY = '2027-01-05';
  beforeAll(async () => {
    // 2027-01-05 is winter time: 12:00 Zagreb = 11:00Z.
    await book(ctx.orm, r1, { tableNumber: 1, start: '2027-01-05T11:00:00Z', name: 'Marko Marić' });
    await book(ctx.orm, r1, {
      tableNumber: 2,
      start: '2027-01-05T11:15:00Z',
      name: 'Iva Kovač',
      phone: '+385981112233',
    });
    await book(ctx.orm, r1, {
      tableNumber: 3,
      start: '2027-01-05T17:00:00Z',
      name: 'Otkazan',
      status: 'cancelled',
    });
    await book(ctx.orm, r2, { tableNumber: 1, start: '2027-01-05T12:00:00Z', name: 'Drugi Restoran' });
  });
  const names = (body: { reservations: { name: string }[] }) => body.reservations.map((r) => r.name);

  it('is tenant-scoped whatever the query says', async () => {
    const admin = await as('restaurantadmin').get(`/reservations?date=${DAY}`);
    expect(admin.status).toBe(200);
    expect(names(admin.body)).toEqual(['Marko Marić', 'Iva Kovač']);
    expect((await as('restaurantadmin').get(`/reservations?date=${DAY}&restaurantId=2`)).status).toBe(403);
    const manager = await as('restaurantmanager').get(`/reservations?date=${DAY}`);
    expect(names(manager.body)).toEqual(['Marko Marić', 'Iva Kovač', 'Drugi Restoran']);
    expect((await as('restaurantmanager').get(`/reservations?date=${DAY}&restaurantId=3`)).status).toBe(403);
    const superadmin = await as('superadmin').get(`/reservations?date=${DAY}&restaurantId=2`);
    expect(names(superadmin.body)).toEqual(['Drugi Restoran']);
  });

  it('is answered from a cache that follows every write, also one made behind the API (another process)', async () => {
    const day = '2027-01-19';
    const listed = async (role: TRole) => names((await as(role).get(`/reservations?date=${day}`)).body);
    expect(await listed('restaurantmanager')).toEqual([]);
    const first = await book(ctx.orm, r1, { tableNumber: 1, start: `${day}T11:00:00Z`, name: 'Prvi' });
    expect(await listed('restaurantmanager')).toEqual(['Prvi']);
    // A write to the manager's other restaurant changes the manager's list, not the admin's.
    await book(ctx.orm, r2, { tableNumber: 1, start: `${day}T12:00:00Z`, name: 'Drugi' });
    expect(await listed('restaurantmanager')).toEqual(['Prvi', 'Drugi']);
    expect(await listed('restaurantadmin')).toEqual(['Prvi']);
    await ctx.orm.em.fork().nativeUpdate(Reservation, { id: first.id }, { name: 'Preimenovan' });
    expect(await listed('restaurantadmin')).toEqual(['Preimenovan']);
    await ctx.orm.em.fork().nativeUpdate(Reservation, { id: first.id }, { status: 'cancelled' });
    expect(await listed('restaurantadmin')).toEqual([]);
  });

  it('reads the caller fresh on every request: a changed assignment applies at once', async () => {
    const em = ctx.orm.em.fork();
    await em.execute(`update users set restaurant_id = 2 where email = ?`, [DEMO.restaurantadmin]);
    try {
      expect(names((await as('restaurantadmin').get(`/reservations?date=${DAY}`)).body)).toEqual([
        'Drugi Restoran',
      ]);
      expect((await as('restaurantadmin').get(`/reservations?date=${DAY}&restaurantId=1`)).status).toBe(403);
    } finally {
      await em.execute(`update users set restaurant_id = 1 where email = ?`, [DEMO.restaurantadmin]);
    }
  });

  it('answers rows with table, attached tables and restaurant, and the pagination', async () => {
    const res = await as('staff').get(`/reservations?date=${DAY}&pageSize=10`);
    expect(res.body.pagination).toEqual({ total: 2, page: 1, pageSize: 10 });
    expect(res.body.reservations[0]).toMatchObject({
      name: 'Marko Marić',
      date: '2027-01-05T11:00:00.000Z',
      table: { id: r1.tables[1], number: 1 },
      tables: [],
      restaurant: { id: 1, name: 'Konoba Stol' },
      guests: 2,
      partySize: 2,
    });
  });

  it('filters by search, status, time slot and pages', async () => {
    expect(names((await as('staff').get(`/reservations?date=${DAY}&q=kovač`)).body)).toEqual(['Iva Kovač']);
    expect(names((await as('staff').get(`/reservations?date=${DAY}&q=98111`)).body)).toEqual(['Iva Kovač']);
    // As staff type a local number: trunk 0, spaces.
    expect(
      names((await as('staff').get(`/reservations?date=${DAY}&q=${encodeURIComponent('098 111 22')}`)).body),
    ).toEqual(['Iva Kovač']);
    expect(names((await as('staff').get(`/reservations?date=${DAY}&status=cancelled`)).body)).toEqual([
      'Otkazan',
    ]);
    expect(names((await as('staff').get(`/reservations?date=${DAY}&status=all`)).body)).toHaveLength(3);
    expect(names((await as('staff').get(`/reservations?date=${DAY}&time=12:00`)).body)).toEqual([
      'Marko Marić',
      'Iva Kovač',
    ]);
    expect(names((await as('staff').get(`/reservations?date=${DAY}&time=12:30`)).body)).toEqual([]);
    const page2 = await as('staff').get(`/reservations?date=${DAY}&status=all&pageSize=10&page=2`);
    expect(page2.body).toMatchObject({ reservations: [], pagination: { total: 3, page: 2 } });
    expect((await as('staff').get('/reservations?pageSize=7')).status).toBe(400);
  });

  it('pages 20 by default and accepts only the page sizes 10, 20, 50 and 100', async () => {
    const plain = await as('staff').get(`/reservations?date=${DAY}`);
    expect(plain.body.pagination).toEqual({ total: 2, page: 1, pageSize: 20 });
    for (const pageSize of [10, 20, 50, 100]) {
      const res = await as('staff').get(`/reservations?date=${DAY}&pageSize=${pageSize}`);
      expect(res.body.pagination.pageSize).toBe(pageSize);
    }
    for (const bad of ['pageSize=0', 'pageSize=1000', 'pageSize=abc', 'page=0', 'page=-1', 'page=1.5']) {
      const res = await as('staff').get(`/reservations?date=${DAY}&${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /reservations/export', () => {
  it('streams CSV with the contract columns and escapes formula cells', async () => {
    await book(ctx.orm, r1, {
      tableNumber: 4,
      start: '2027-01-06T11:00:00Z',
      name: '=HYPERLINK("http://x","y")',
    });
    await book(ctx.orm, r1, {
      tableNumber: 5,
      start: '2027-01-06T12:00:00Z',
      name: '@SUM(A1)',
      phone: '-2+3',
    });
    const res = await as('restaurantadmin').get('/reservations/export?date=2027-01-06');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Rezervacija,Restoran,Datum,Početak,Kraj,Stolovi,Ime,Telefon,E-pošta,Gosti,Status');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(lines[1]).toContain(",'+385912345678,");
    // The booking path stores phones in E.164 ('-2+3' → '+38523'): a leading '+' is a formula start too.
    expect(lines[2]).toContain(",'@SUM(A1),'+38523,");
    // Zagreb wall clock (CET in January: 12:00Z is 13:00), the status in the default language (hr).
    expect(lines[2]).toContain(',06.01.2027,13:00,14:00,5,');
    expect(lines[2]).toMatch(/,2,Potvrđena$/);
    const other = await as('restaurantadmin').get('/reservations/export?date=2027-01-06&restaurantId=2');
    expect(other.status).toBe(403);
  });

  it('quotes commas, quotes and line breaks, escapes tab and CR starts, and keeps to the caller’s scope', async () => {
    const day = '2027-01-12';
    await book(ctx.orm, r1, { tableNumber: 4, start: `${day}T10:00:00Z`, name: 'Horvat, Ana' });
    await book(ctx.orm, r1, { tableNumber: 5, start: `${day}T11:00:00Z`, name: 'Two\nLines' });
    await book(ctx.orm, r1, { tableNumber: 6, start: `${day}T12:00:00Z`, name: '\tcmd' });
    await book(ctx.orm, r1, { tableNumber: 7, start: `${day}T13:00:00Z`, name: '\rcmd' });
    await book(ctx.orm, r1, { tableNumber: 8, start: `${day}T14:00:00Z`, name: 'Say "hi"' });
    await book(ctx.orm, r2, { tableNumber: 1, start: `${day}T10:00:00Z`, name: 'Drugi, Restoran' });
    const admin = await as('restaurantadmin').get(`/reservations/export?date=${day}`);
    expect(admin.text).toContain(',"Horvat, Ana",');
    expect(admin.text).toContain(',"Two\nLines",');
    expect(admin.text).toContain(",'\tcmd,");
    expect(admin.text).toContain(`,"'\rcmd",`);
    expect(admin.text).toContain(',"Say ""hi""",');
    expect(admin.text).not.toContain('Drugi');
    // The header and five rows: the line breaks inside names stay inside their quoted cells.
    expect(admin.text.match(/\r\n/g)).toHaveLength(6);
    const manager = await as('restaurantmanager').get(`/reservations/export?date=${day}`);
    expect(manager.text).toContain(',"Drugi, Restoran",');
    const superadmin = await as('superadmin').get(`/reservations/export?date=${day}&restaurantId=2`);
    expect(superadmin.text).toContain(',"Drugi, Restoran",');
    expect(superadmin.text).not.toContain('Horvat');
  });
  it('keeps formulas out when a Croatian spreadsheet splits on semicolons (issue 19 §14)', async () => {
    const day = '2027-01-13';
    await book(ctx.orm, r1, { tableNumber: 4, start: `${day}T10:00:00Z`, name: 'Name;=1+1' });
    await book(ctx.orm, r1, { tableNumber: 5, start: `${day}T11:00:00Z`, name: 'Ana;"@SUM(A1)"' });
    const res = await as('restaurantadmin').get(`/reservations/export?date=${day}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`,"Name;'=1+1",`);
    // Split on `;` whatever the quotes: no piece starts with a formula character.
    for (const line of res.text.replace(/^\uFEFF/, '').split('\r\n'))
      for (const piece of line.split(';')) expect(piece).not.toMatch(/^"?[=+\-@\t\r]/);
  });
});

describe('PATCH /reservations/{id} and approvals', () => {
  let moving: number;
  let blocker: number;
  beforeAll(async () => {
    moving = (await book(ctx.orm, r1, { tableNumber: 6, start: '2027-01-07T11:00:00Z' })).id;
    blocker = (await book(ctx.orm, r1, { tableNumber: 7, start: '2027-01-07T11:30:00Z' })).id;
  });

  it('reassigns to a free table (200, the updated row)', async () => {
    const res = await as('restaurantadmin').patch(`/reservations/${moving}`, { tableId: r1.tables[8] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: moving, tableId: r1.tables[8], table: { number: 8 } });
  });

  it('reschedules, keeping the length of the stay', async () => {
    const res = await as('restaurantadmin').patch(`/reservations/${moving}`, {
      date: '2027-01-07T14:00:00+01:00',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: '2027-01-07T13:00:00.000Z', endDate: '2027-01-07T14:00:00.000Z' });
  });

  it('a conflicting edit is a 409 with the conflicts, and nothing changes', async () => {
    const res = await as('restaurantadmin').patch(`/reservations/${moving}`, {
      tableId: r1.tables[7],
      date: '2027-01-07T12:00:00+01:00',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Table 7 (12:30-13:30) are already reserved.',
      code: 'RESERVATION_OVERLAP',
      conflicts: [
        {
          tableNumber: 7,
          conflictStart: '2027-01-07T11:30:00.000Z',
          conflictEnd: '2027-01-07T12:30:00.000Z',
        },
      ],
    });
    expect((await reload(moving))!.tableId).toBe(r1.tables[8]);
  });

  it('needs a table or a date; staff may not save', async () => {
    const empty = await as('restaurantadmin').patch(`/reservations/${moving}`, { requireApproval: true });
    expect(empty.status).toBe(400);
    expect((await as('staff').patch(`/reservations/${moving}`, { tableId: r1.tables[9] })).status).toBe(403);
  });

  /** The list row of a reservation on 2027-01-07, as the (cached) list answers it. */
  const listRow = async (id: number) =>
    (
      (await as('restaurantadmin').get('/reservations?date=2027-01-07&status=all')).body.reservations as {
        id: number;
        pendingApproval: boolean;
      }[]
    ).find((r) => r.id === id);

  it('with requireApproval a conflict answers 202, files a request, and a manager approves it later', async () => {
    expect((await listRow(moving))!.pendingApproval).toBe(false);
    const res = await as('restaurantadmin').patch(`/reservations/${moving}`, {
      tableId: r1.tables[7],
      date: '2027-01-07T12:00:00+01:00',
      requireApproval: true,
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      requiresApproval: true,
      approvalId: expect.any(Number),
      conflictsWith: [
        {
          reservationId: blocker,
          name: 'Ana Horvat',
          date: '2027-01-07T11:30:00.000Z',
          endDate: '2027-01-07T12:30:00.000Z',
          tableNumber: 7,
          // The way out the manager will be offered, named to the requester too.
          guests: 2,
          suggestedMove: { tableId: expect.any(Number), tableNumber: expect.any(Number) },
        },
      ],
    });
    expect(res.body.conflictsWith[0].suggestedMove.tableNumber).not.toBe(7);
    expect((await reload(moving))!.tableId).toBe(r1.tables[8]);
    const approvalId = res.body.approvalId as number;
    // The row says so at once (the list is cached: filing a request counts as a change of the restaurant).
    expect((await listRow(moving))!.pendingApproval).toBe(true);

    expect((await as('restaurantadmin').get('/reservations/approvals')).status).toBe(403);
    const list = await as('restaurantmanager').get('/reservations/approvals');
    expect(list.body.approvals).toEqual([
      expect.objectContaining({
        id: approvalId,
        reservationId: moving,
        restaurantId: 1,
        requestedTableId: r1.tables[7],
        requestedTableNumber: 7,
        requestedDate: '2027-01-07T11:00:00.000Z',
        requestedBy: expect.objectContaining({ email: DEMO.restaurantadmin }),
        status: 'pending',
      }),
    ]);

    // Still blocked: the approve is a 409 and the request stays pending.
    const blocked = await as('restaurantmanager').post(`/reservations/approvals/${approvalId}/approve`);
    expect(blocked.status).toBe(409);
    expect(blocked.body.conflicts).toHaveLength(1);
    expect((await ctx.orm.em.fork().findOne(ReservationApproval, { id: approvalId }))!.status).toBe(
      'pending',
    );

    expect((await as('restaurantadmin').delete(`/reservations/${blocker}`)).status).toBe(204);
    const approved = await as('restaurantmanager').post(`/reservations/approvals/${approvalId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.approval).toMatchObject({ id: approvalId, status: 'approved' });
    const moved = (await reload(moving))!;
    expect(moved.tableId).toBe(r1.tables[7]);
    expect(moved.startAt.toISOString()).toBe('2027-01-07T11:00:00.000Z');
    expect((await listRow(moving))!.pendingApproval).toBe(false);
    const again = await as('superadmin').post(`/reservations/approvals/${approvalId}/reject`);
    expect(again.status).toBe(409);
  });

  it('reject leaves the reservation as it was', async () => {
    const other = (await book(ctx.orm, r1, { tableNumber: 9, start: '2027-01-07T11:00:00Z' })).id;
    const res = await as('restaurantadmin').patch(`/reservations/${other}`, {
      tableId: r1.tables[7],
      requireApproval: true,
    });
    expect(res.status).toBe(202);
    expect((await listRow(other))!.pendingApproval).toBe(true);
    const rejected = await as('superadmin').post(`/reservations/approvals/${res.body.approvalId}/reject`);
    expect(rejected.body.approval.status).toBe('rejected');
    expect((await reload(other))!.tableId).toBe(r1.tables[9]);
    expect((await listRow(other))!.pendingApproval).toBe(false);
  });

  it("a request whose start has passed no longer marks its row, although the cached list had it", async () => {
    const other = (await book(ctx.orm, r1, { tableNumber: 10, start: '2027-01-07T15:00:00Z' })).id;
    const res = await as('restaurantadmin').patch(`/reservations/${other}`, {
      tableId: r1.tables[7],
      date: '2027-01-07T11:30:00Z',
      requireApproval: true,
    });
    expect(res.status).toBe(202);
    const dayRow = async () =>
      (
        (await as('restaurantadmin').get('/reservations/day?restaurantId=1&date=2027-01-07')).body
          .reservations as { id: number; pendingApproval: boolean }[]
      ).find((r) => r.id === other);
    expect((await listRow(other))!.pendingApproval).toBe(true);
    expect((await dayRow())!.pendingApproval).toBe(true);
    try {
      // Nothing changed in the restaurant, only the clock: the requested 11:30 is past.
      ctx.clock.set('2027-01-07T11:31:00Z');
      tokens = await loginEveryRole(ctx.app); // the sessions of June have expired by then
      expect((await listRow(other))!.pendingApproval).toBe(false);
      expect((await dayRow())!.pendingApproval).toBe(false);
      const approvals = await as('restaurantmanager').get('/reservations/approvals');
      expect(approvals.body.approvals.map((a: { id: number }) => a.id)).not.toContain(res.body.approvalId);
    } finally {
      ctx.clock.set(NOW);
      tokens = await loginEveryRole(ctx.app);
    }
    await as('superadmin').post(`/reservations/approvals/${res.body.approvalId}/reject`);
  });

  it('a status change releases the tables; confirming again holds them (409 if taken meanwhile)', async () => {
    // A party due half an hour ago (a no-show needs a reservation that has started), on a table of its own.
    await addTable(ctx.orm, r1, 52);
    const first = (await book(ctx.orm, r1, { tableNumber: 52, start: '2026-06-10T09:30:00Z' })).id;
    const noShow = await as('restaurantadmin').patch(`/reservations/${first}`, { status: 'no_show' });
    expect(noShow.body).toMatchObject({ status: 'no_show', noShowAt: NOW.replace('Z', '.000Z') });
    const second = await book(ctx.orm, r1, { tableNumber: 52, start: '2026-06-10T09:30:00Z' });
    const back = await as('restaurantadmin').patch(`/reservations/${first}`, { status: 'confirmed' });
    expect(back.status).toBe(409);
    await as('restaurantadmin').patch(`/reservations/${second.id}`, { status: 'cancelled' });
    const again = await as('restaurantadmin').patch(`/reservations/${first}`, { status: 'confirmed' });
    expect(again.body).toMatchObject({ status: 'confirmed', noShowAt: null });
  });
});

describe('DELETE, check-in, extend', () => {
  it('DELETE: not staff; 404 when gone', async () => {
    const id = (await book(ctx.orm, r1, { tableNumber: 1, start: '2027-01-09T11:00:00Z' })).id;
    expect((await as('staff').delete(`/reservations/${id}`)).status).toBe(403);
    expect((await as('restaurantadmin').delete(`/reservations/${id}`)).status).toBe(204);
    expect(await reload(id)).toBeNull();
    expect((await as('restaurantadmin').delete(`/reservations/${id}`)).status).toBe(404);
  });

  it('check-in and undo', async () => {
    // Check-in opens 2 hours before the start (DESIGN §7): a booking starting in an hour, on a table of its own.
    await addTable(ctx.orm, r1, 55);
    const id = (await book(ctx.orm, r1, { tableNumber: 55, start: '2026-06-10T11:00:00Z' })).id;
    const inRes = await as('staff').post(`/reservations/${id}/checkin`);
    expect(inRes.body.checkedInAt).toBe('2026-06-10T10:00:00.000Z');
    const outRes = await as('staff').post(`/reservations/${id}/uncheckin`);
    expect(outRes.body.checkedInAt).toBeNull();
  });

  it('extend lengthens the stay, conflict-checked', async () => {
    const id = (await book(ctx.orm, r1, { tableNumber: 3, start: '2027-01-09T11:00:00Z' })).id;
    await book(ctx.orm, r1, { tableNumber: 3, start: '2027-01-09T12:30:00Z' });
    const ok = await as('restaurantadmin').post(`/reservations/${id}/extend`, { additionalMinutes: 30 });
    expect(ok.body.endDate).toBe('2027-01-09T12:30:00.000Z');
    const clash = await as('restaurantadmin').post(`/reservations/${id}/extend`, { additionalMinutes: 30 });
    expect(clash.status).toBe(409);
    expect(clash.body.conflicts).toEqual([
      { tableNumber: 3, conflictStart: '2027-01-09T12:30:00.000Z', conflictEnd: '2027-01-09T13:30:00.000Z' },
    ]);
    expect((await reload(id))!.endAt.toISOString()).toBe('2027-01-09T12:30:00.000Z');
    expect((await as('staff').post(`/reservations/${id}/extend`, { additionalMinutes: 30 })).status).toBe(
      403,
    );
  });
});

describe('tables', () => {
  it('GET /tables is scoped to the caller', async () => {
    const admin = await as('restaurantadmin').get('/tables');
    expect(new Set(admin.body.map((t: { restaurantId: number }) => t.restaurantId))).toEqual(new Set([1]));
    const manager = await as('restaurantmanager').get('/tables');
    expect(new Set(manager.body.map((t: { restaurantId: number }) => t.restaurantId))).toEqual(
      new Set([1, 2]),
    );
    expect((await as('restaurantadmin').get('/tables?restaurantId=2')).status).toBe(403);
  });

  it('clear releases the seated reservation, sets the cleared window; undo restores it', async () => {
    const tableId = await addTable(ctx.orm, r1, 50);
    const seated = await book(ctx.orm, r1, { tableNumber: 50, start: '2026-06-10T09:30:00Z' });
    const cleared = await as('staff').post(`/tables/${tableId}/clear`);
    expect(cleared.status).toBe(200);
    expect(cleared.body.reservation).toMatchObject({ id: seated.id, status: 'cleared' });
    expect(cleared.body.table.clearedUntil).toBe('2026-06-10T10:15:00.000Z');
    const none = await as('staff').post(`/tables/${tableId}/clear`);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('No active reservation found for this table');
    // Released: the table can be booked for the rest of that hour.
    const walkIn = await book(ctx.orm, r1, { tableNumber: 50, start: '2026-06-10T10:00:00Z', minutes: 15 });
    expect((await as('staff').post(`/tables/${tableId}/clear/undo`)).status).toBe(409);
    await ctx.orm.em.fork().nativeDelete(Reservation, { id: walkIn.id });
    const undone = await as('staff').post(`/tables/${tableId}/clear/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.reservation).toMatchObject({ id: seated.id, status: 'confirmed' });
    expect(undone.body.table.clearedUntil).toBeNull();
    const nothing = await as('staff').post(`/tables/${tableId}/clear/undo`);
    expect(nothing.body.error).toBe('Reservation not found for undo');
  });
  it('clear also ends a party seated early or staying past its end (issue 22 §3: occupied = checked in)', async () => {
    const tableId = await addTable(ctx.orm, r1, 51);
    // Checked in 40 minutes before its 10:40 start (NOW is 10:00).
    const early = await book(ctx.orm, r1, { tableNumber: 51, start: '2026-06-10T10:40:00Z' });
    expect((await as('staff').post(`/reservations/${early.id}/checkin`)).status).toBe(200);
    const cleared = await as('staff').post(`/tables/${tableId}/clear`);
    expect(cleared.status).toBe(200);
    expect(cleared.body.reservation).toMatchObject({ id: early.id, status: 'cleared' });

    // 08:30–09:30, checked in, still at the table at 10:00.
    const other = await addTable(ctx.orm, r1, 56);
    const overran = await book(ctx.orm, r1, { tableNumber: 56, start: '2026-06-10T08:30:00Z' });
    await ctx.orm.em
      .fork()
      .nativeUpdate(Reservation, { id: overran.id }, { checkedInAt: new Date('2026-06-10T08:35:00Z') });
    const overranCleared = await as('staff').post(`/tables/${other}/clear`);
    expect(overranCleared.status).toBe(200);
    expect(overranCleared.body.reservation).toMatchObject({ id: overran.id, status: 'cleared' });

    // Not checked in and over: nothing to clear (the sweep marks it a no-show).
    const third = await addTable(ctx.orm, r1, 57);
    await book(ctx.orm, r1, { tableNumber: 57, start: '2026-06-10T08:30:00Z' });
    expect((await as('staff').post(`/tables/${third}/clear`)).status).toBe(404);
  });
});

describe('live events', () => {
  it('each write emits its event to the restaurant after the commit', async () => {
    const seen: { event: string; restaurantId: number; payload: object; statusAtEmit: Promise<unknown> }[] =
      [];
    const original = ctx.deps.realtime.emitToRestaurant;
    ctx.deps.realtime.emitToRestaurant = (restaurantId, event, payload) => {
      // Read from another connection at emit time: the write must already be committed and visible.
      const statusAtEmit = payload.reservationId
        ? ctx.orm.em
            .fork()
            .findOne(Reservation, { id: payload.reservationId })
            .then((r) => r && { status: r.status, checkedInAt: r.checkedInAt, tableId: r.tableId })
        : Promise.resolve(null);
      seen.push({ event, restaurantId, payload, statusAtEmit });
    };
    try {
      // Seated since half an hour ago on a table of its own (a no-show needs a reservation that has started).
      await addTable(ctx.orm, r1, 53);
      await addTable(ctx.orm, r1, 54);
      const id = (await book(ctx.orm, r1, { tableNumber: 53, start: '2026-06-10T09:30:00Z' })).id;
      // Each read taken at emit time finishes before the next write starts, so it sees only its own write.
      const step = async (call: PromiseLike<unknown>) => {
        await call;
        await Promise.all(seen.map((s) => s.statusAtEmit));
      };
      await step(as('staff').post(`/reservations/${id}/checkin`));
      await step(as('staff').post(`/reservations/${id}/uncheckin`));
      await step(as('restaurantadmin').post(`/reservations/${id}/extend`, { additionalMinutes: 30 }));
      await step(as('restaurantadmin').patch(`/reservations/${id}`, { tableId: r1.tables[54] }));
      await step(as('restaurantadmin').patch(`/reservations/${id}`, { status: 'no_show' }));
      await step(as('restaurantadmin').delete(`/reservations/${id}`));
      expect(seen.map((s) => s.event)).toEqual([
        'reservation.checked_in',
        'reservation.unchecked_in',
        'reservation.extended',
        'reservation.reassigned',
        'reservation.no_show',
        'reservation.updated',
        'reservation.deleted',
      ]);
      expect(seen.every((s) => s.restaurantId === 1)).toBe(true);
      expect(seen[2]!.payload).toMatchObject({ additionalMinutes: 30, reservationId: id });
      expect(await seen[0]!.statusAtEmit).toMatchObject({ checkedInAt: new Date(NOW) });
      expect(await seen[3]!.statusAtEmit).toMatchObject({ tableId: r1.tables[54] });
      expect(await seen[4]!.statusAtEmit).toMatchObject({ status: 'no_show' });
      expect(await seen[5]!.statusAtEmit).toMatchObject({ status: 'no_show' });
      expect(await seen[6]!.statusAtEmit).toBeNull();
    } finally {
      ctx.deps.realtime.emitToRestaurant = original;
    }
  });

  it('a failed write emits nothing', async () => {
    const seen: string[] = [];
    const original = ctx.deps.realtime.emitToRestaurant;
    ctx.deps.realtime.emitToRestaurant = (_restaurantId, event) => {
      seen.push(event);
    };
    try {
      const id = (await book(ctx.orm, r1, { tableNumber: 6, start: '2027-01-11T11:00:00Z' })).id;
      await book(ctx.orm, r1, { tableNumber: 6, start: '2027-01-11T12:00:00Z' });
      const clash = await as('restaurantadmin').post(`/reservations/${id}/extend`, { additionalMinutes: 30 });
      expect(clash.status).toBe(409);
      expect(seen).toEqual([]);
    } finally {
      ctx.deps.realtime.emitToRestaurant = original;
    }
  });
});
