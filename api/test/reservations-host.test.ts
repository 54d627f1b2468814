import type { TRole } from '@stol/contracts';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { DiningTable } from '../src/modules/tables/table.entity';
import { addTable, book, fixtureOf, type Fixture } from './support/booking-fixtures';
import { DEMO, loginEveryRole, withToken } from './support/login';
import { recordEmits as recordHubEmits } from './support/record-emits';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Issue 8 §5, the reservations list for a host, over HTTP on PostgreSQL: the CSV export (Zagreb times, BOM,
 * language), the reassign picker's free tables with seats, and approval requests that name what they collide
 * with and announce a rejection live. Days in March 2027 are this file's own.
 */
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
  for (const [number, seats] of [
    [71, 2],
    [72, 4],
    [73, 6],
    [74, 8],
  ] as const)
    await addTable(ctx.orm, r1, number, seats);
});
afterAll(async () => {
  await ctx.close();
});

const as = (role: TRole) => withToken(ctx.app, tokens[role]);

/** Records what the app emits while `run` runs. */
const recordEmits = (run: () => Promise<void>) => recordHubEmits(ctx.deps.realtime, run);

describe('GET /reservations/export for a host', () => {
  const DAY = '2027-03-02';
  beforeAll(async () => {
    // 2 March 2027 is winter time (CET, UTC+1): 17:30Z is 18:30 in Zagreb.
    await book(ctx.orm, r1, { tableNumber: 71, start: `${DAY}T17:30:00Z`, name: 'Ivana Tomić', minutes: 90 });
    await book(ctx.orm, r1, {
      tableNumber: 72,
      start: `${DAY}T18:00:00Z`,
      name: '=cmd|calc',
      status: 'cancelled',
    });
    await book(ctx.orm, r1, { tableNumber: 73, start: `${DAY}T19:00:00Z`, name: 'Luka Šarić' });
  });

  it('starts with a UTF-8 byte-order mark and writes names as UTF-8', async () => {
    const res = await as('restaurantadmin')
      .get(`/reservations/export?date=${DAY}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(bytes.toString('utf8')).toContain(',Ivana Tomić,');
  });

  it('writes day and times on the Zagreb wall clock, headers and statuses in Croatian by default', async () => {
    const res = await as('restaurantadmin').get(`/reservations/export?date=${DAY}&status=all`);
    expect(res.headers['content-language']).toBe('hr');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const [header, ...rows] = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Rezervacija,Restoran,Datum,Početak,Kraj,Stolovi,Ime,Telefon,E-pošta,Gosti,Status');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/,02\.03\.2027,18:30,20:00,71,Ivana Tomić,'\+385912345678,,2,Potvrđena$/);
    // Formula escaping is kept, and the status is a word, not a code.
    expect(rows[1]).toMatch(/,19:00,20:00,72,'=cmd\|calc,.*,Otkazana$/);
  });

  it('writes English headers and statuses for Accept-Language: en', async () => {
    const res = await as('restaurantadmin')
      .get(`/reservations/export?date=${DAY}&status=all`)
      .set('Accept-Language', 'en-GB,en;q=0.9,hr;q=0.5');
    expect(res.headers['content-language']).toBe('en');
    const [header, ...rows] = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Reservation,Restaurant,Date,Start,End,Tables,Name,Phone,Email,Guests,Status');
    expect(rows[0]).toMatch(/,Confirmed$/);
    expect(rows[1]).toMatch(/,Cancelled$/);
    // A preferred Croatian wins over a lesser English; an unknown language falls back to Croatian.
    const hr = await as('restaurantadmin')
      .get(`/reservations/export?date=${DAY}`)
      .set('Accept-Language', 'de,hr;q=0.8,en;q=0.5');
    expect(hr.text).toContain(',Status\r\n');
    expect(hr.text).toContain('Početak');
    const de = await as('restaurantadmin')
      .get(`/reservations/export?date=${DAY}`)
      .set('Accept-Language', 'de');
    expect(de.text).toContain('Početak');
  });

  it('exports exactly the filters given: time slot, status, search', async () => {
    const slot = await as('restaurantadmin').get(`/reservations/export?date=${DAY}&time=18:30`);
    const lines = slot.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ivana Tomić');
    const search = await as('restaurantadmin').get(`/reservations/export?date=${DAY}&q=šarić`);
    expect(search.text).toContain('Luka Šarić');
    expect(search.text).not.toContain('Tomić');
    // Default status filter leaves cancelled out, as the list does.
    const byDefault = await as('restaurantadmin').get(`/reservations/export?date=${DAY}`);
    expect(byDefault.text).not.toContain('calc');
  });
});

describe('GET /reservations/{id}/table-options', () => {
  const DAY = '2027-03-03';
  let moving: number;
  beforeAll(async () => {
    moving = (await book(ctx.orm, r1, { tableNumber: 72, start: `${DAY}T18:00:00Z`, minutes: 120 })).id;
    // Table 73 is taken for part of that stay; table 74 only after it.
    await book(ctx.orm, r1, { tableNumber: 73, start: `${DAY}T19:00:00Z`, name: 'Blocker' });
    await book(ctx.orm, r1, { tableNumber: 74, start: `${DAY}T20:00:00Z`, name: 'Later' });
  });

  const option = (body: { tables: { number: number }[] }, number: number) =>
    body.tables.find((t) => t.number === number);

  it('lists every table with its seats and whether it is free for the stay', async () => {
    const res = await as('staff').get(`/reservations/${moving}/table-options`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ start: `${DAY}T18:00:00.000Z`, end: `${DAY}T20:00:00.000Z` });
    expect(option(res.body, 71)).toEqual({
      id: r1.tables[71],
      number: 71,
      seats: 2,
      status: 'available',
      free: true,
      current: false,
    });
    // Its own table is free for itself; a table booked inside the stay is not; one booked after it is.
    expect(option(res.body, 72)).toMatchObject({ seats: 4, free: true, current: true });
    expect(option(res.body, 73)).toMatchObject({ seats: 6, free: false });
    expect(option(res.body, 74)).toMatchObject({ seats: 8, free: true });
  });

  it('answers for another start when asked (the reschedule picker), keeping the stay length', async () => {
    const res = await as('restaurantadmin').get(
      `/reservations/${moving}/table-options?date=${encodeURIComponent(`${DAY}T20:30:00+01:00`)}`,
    );
    expect(res.body).toMatchObject({ start: `${DAY}T19:30:00.000Z`, end: `${DAY}T21:30:00.000Z` });
    expect(option(res.body, 73)).toMatchObject({ free: false });
    expect(option(res.body, 74)).toMatchObject({ free: false });
    expect(option(res.body, 71)).toMatchObject({ free: true });
  });

  it('a held table is not free', async () => {
    const em = ctx.orm.em.fork();
    const table = await em.findOneOrFail(DiningTable, { id: r1.tables[71]! });
    table.status = 'maintenance';
    await em.flush();
    try {
      const res = await as('restaurantadmin').get(`/reservations/${moving}/table-options`);
      expect(option(res.body, 71)).toMatchObject({ status: 'maintenance', free: false });
    } finally {
      table.status = 'available';
      await em.flush();
    }
  });

  it('is tenant-scoped, 404 for a missing reservation, 400 for a bad date', async () => {
    const foreign = (await book(ctx.orm, r2, { tableNumber: 1, start: `${DAY}T18:00:00Z` })).id;
    expect((await as('restaurantadmin').get(`/reservations/${foreign}/table-options`)).status).toBe(403);
    expect((await as('restaurantmanager').get(`/reservations/${foreign}/table-options`)).status).toBe(200);
    expect((await as('restaurantadmin').get('/reservations/999999/table-options')).status).toBe(404);
    const bad = await as('restaurantadmin').get(
      `/reservations/${moving}/table-options?date=2027-02-30T10:00Z`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('the server allows a move to a free table with too few seats (the UI warns first), refuses a taken one', async () => {
    const small = await as('restaurantadmin').patch(`/reservations/${moving}`, { tableId: r1.tables[71] });
    expect(small.status).toBe(200);
    expect(small.body.table.number).toBe(71);
    const taken = await as('restaurantadmin').patch(`/reservations/${moving}`, { tableId: r1.tables[73] });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('RESERVATION_OVERLAP');
    expect((await ctx.orm.em.fork().findOneOrFail(Reservation, { id: moving })).tableId).toBe(r1.tables[71]);
  });
});

describe('approval requests name the booking they collide with; a rejection is announced', () => {
  const DAY = '2027-03-04';
  let moving: number;
  let blocker: number;
  beforeAll(async () => {
    moving = (await book(ctx.orm, r1, { tableNumber: 71, start: `${DAY}T18:00:00Z` })).id;
    blocker = (await book(ctx.orm, r1, { tableNumber: 74, start: `${DAY}T18:30:00Z`, name: 'Marija Jurić' }))
      .id;
  });

  it('the 202 and the manager’s list both name the guest, times, table in the way and the same way out', async () => {
    const res = await as('restaurantadmin').patch(`/reservations/${moving}`, {
      tableId: r1.tables[74],
      requireApproval: true,
    });
    expect(res.status).toBe(202);
    const conflict = {
      reservationId: blocker,
      name: 'Marija Jurić',
      date: `${DAY}T18:30:00.000Z`,
      endDate: `${DAY}T19:30:00.000Z`,
      tableNumber: 74,
      guests: 2,
      suggestedMove: { tableId: expect.any(Number), tableNumber: expect.any(Number) },
    };
    expect(res.body.conflictsWith).toEqual([conflict]);
    const wayOut = res.body.conflictsWith[0].suggestedMove;
    const list = await as('restaurantmanager').get('/reservations/approvals');
    const filed = (list.body.approvals as { id: number }[]).find((a) => a.id === res.body.approvalId);
    expect(filed).toMatchObject({
      conflictsWith: [{ ...conflict, suggestedMove: wayOut }],
      requestedBy: { email: DEMO.restaurantadmin, role: 'restaurantadmin' },
    });
  });

  it('a rejection emits reservation.approval_rejected naming the request and its requester', async () => {
    const filed = await as('restaurantadmin').patch(`/reservations/${moving}`, {
      date: `${DAY}T19:00:00+01:00`,
      tableId: r1.tables[74],
      requireApproval: true,
    });
    expect(filed.status).toBe(202);
    const approvalId = filed.body.approvalId as number;
    const requester = (await as('restaurantadmin').get('/admin/me')).body.id as number;
    const seen = await recordEmits(async () => {
      const rejected = await as('restaurantmanager').post(`/reservations/approvals/${approvalId}/reject`);
      expect(rejected.status).toBe(200);
    });
    expect(seen).toEqual(
      expect.arrayContaining([
        {
          restaurantId: 1,
          event: 'reservation.approval_rejected',
          payload: { restaurantId: 1, reservationId: moving, approvalId, requestedById: requester },
        },
      ]),
    );
    // An approval announces no rejection.
    const again = await as('restaurantadmin').patch(`/reservations/${moving}`, {
      tableId: r1.tables[74],
      requireApproval: true,
    });
    await as('restaurantadmin').delete(`/reservations/${blocker}`);
    const approvedEvents = await recordEmits(async () => {
      expect(
        (await as('restaurantmanager').post(`/reservations/approvals/${again.body.approvalId}/approve`))
          .status,
      ).toBe(200);
    });
    expect(approvedEvents.map((e) => e.event)).not.toContain('reservation.approval_rejected');
  });
});
