import {
  BOOKING_MESSAGES,
  LIFECYCLE_MESSAGES,
  RESERVATION_EDIT_EMPTY_MESSAGE,
  type TRole,
  type TSocketEvent,
  type TSocketEventPayload,
} from '@stol/contracts';
import request from 'supertest';
import { ReservationApproval } from '../src/modules/reservations/reservation-approval.entity';
import { ReservationTable } from '../src/modules/reservations/reservation-table.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { DiningTable } from '../src/modules/tables/table.entity';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { addTable, book, createFixtureRestaurant, fixtureOf, type Fixture } from './support/booking-fixtures';
import { DEMO, loginAs, loginEveryRole, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The rules the specs show only in the UI, enforced by the server for edits and the lifecycle: what a bad
 * request answers, that it changes nothing, and which live event each write sends after its commit.
 * Now: Wednesday 2026-06-10 12:00 in Zagreb (CEST). Tests book on tables 60+ of restaurant 1, which the seed
 * never uses.
 */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let r1: Fixture;
let r2: Fixture;
/** Each extend case books an hour of its own; each status case a table of its own. */
let extendRun = 0;
let statusRun = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  r1 = await fixtureOf(ctx.orm, 1);
  r2 = await fixtureOf(ctx.orm, 2);
  for (let number = 60; number <= 69; number++) await addTable(ctx.orm, r1, number);
});
afterAll(async () => {
  await ctx.close();
});

const as = (role: TRole) => withToken(ctx.app, tokens[role]);
const reload = async (id: number) => (await ctx.orm.em.fork().findOne(Reservation, { id }))!;
const approvals = (reservationId: number) =>
  ctx.orm.em.fork().find(ReservationApproval, { reservationId }, { orderBy: { id: 'asc' } });
/** The stored state a failed write must leave alone. */
const snapshot = async (id: number) => {
  const r = await reload(id);
  return { tableId: r.tableId, start: r.startAt.toISOString(), end: r.endAt.toISOString(), status: r.status };
};

interface Seen {
  event: TSocketEvent;
  restaurantId: number;
  payload: TSocketEventPayload;
}
/** Records the events the app emits while `run` runs. */
async function eventsDuring(run: () => Promise<unknown>): Promise<Seen[]> {
  const seen: Seen[] = [];
  const original = ctx.deps.realtime.emitToRestaurant;
  ctx.deps.realtime.emitToRestaurant = (restaurantId, event, payload) => {
    seen.push({ event, restaurantId, payload });
  };
  try {
    await run();
  } finally {
    ctx.deps.realtime.emitToRestaurant = original;
  }
  return seen;
}
const names = (seen: Seen[]) => seen.map((s) => s.event);

describe('PATCH /reservations/{id}: what a bad edit answers', () => {
  let id: number;
  beforeAll(async () => {
    id = (await book(ctx.orm, r1, { tableNumber: 60, start: '2027-03-02T11:00:00Z' })).id;
  });

  it.each([
    ['an empty body', {}],
    ['only requireApproval', { requireApproval: true }],
    ['only requireApproval: false', { requireApproval: false }],
  ])('%s: 400 "needs a table or a date", nothing filed or changed', async (_label, body) => {
    const before = await snapshot(id);
    const seen = await eventsDuring(async () => {
      const res = await as('restaurantadmin').patch(`/reservations/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: RESERVATION_EDIT_EMPTY_MESSAGE });
    });
    expect(seen).toEqual([]);
    expect(await snapshot(id)).toEqual(before);
    expect(await approvals(id)).toEqual([]);
  });

  it.each([
    ['an unknown status', { status: 'seated' }],
    ['a status mixed with an edit', { status: 'cancelled', tableId: 1 }],
    ['a date without an offset', { date: '2027-03-02T14:00:00' }],
    ['a table id that is not a number', { tableId: 'six' }],
  ])('%s: 400, nothing changes', async (_label, body) => {
    const before = await snapshot(id);
    const res = await as('restaurantadmin').patch(`/reservations/${id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(await snapshot(id)).toEqual(before);
  });

  it('an unknown table or another restaurant’s table is a 404; a held table a 400 — also with requireApproval', async () => {
    const held = await addTable(ctx.orm, r1, 70);
    await ctx.orm.em.fork().nativeUpdate(DiningTable, { id: held }, { status: 'maintenance' });
    const before = await snapshot(id);
    for (const requireApproval of [false, true]) {
      const unknown = await as('restaurantadmin').patch(`/reservations/${id}`, {
        tableId: 987654,
        requireApproval,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: LIFECYCLE_MESSAGES.tableNotFound, code: 'NOT_FOUND' });
      const foreign = await as('superadmin').patch(`/reservations/${id}`, {
        tableId: r2.tables[1],
        requireApproval,
      });
      expect(foreign.status).toBe(404);
      const maintenance = await as('restaurantadmin').patch(`/reservations/${id}`, {
        tableId: held,
        requireApproval,
      });
      expect(maintenance.status).toBe(400);
      expect(maintenance.body.error).toBe(BOOKING_MESSAGES.tableHeld);
    }
    expect(await snapshot(id)).toEqual(before);
    expect(await approvals(id)).toEqual([]);
  });

  it('a reschedule into the past is refused with the booking texts, also when it would conflict', async () => {
    await book(ctx.orm, r1, { tableNumber: 60, start: '2026-06-09T11:00:00Z' });
    const before = await snapshot(id);
    const yesterday = await as('restaurantadmin').patch(`/reservations/${id}`, {
      date: '2026-06-09T13:00:00+02:00',
      requireApproval: true,
    });
    expect(yesterday.status).toBe(400);
    expect(yesterday.body).toMatchObject({ code: 'VALIDATION_FAILED', error: BOOKING_MESSAGES.dateInPast });
    const earlierToday = await as('restaurantadmin').patch(`/reservations/${id}`, {
      date: '2026-06-10T11:30:00+02:00',
    });
    expect(earlierToday.status).toBe(400);
    expect(earlierToday.body.error).toBe(BOOKING_MESSAGES.timeInPast);
    expect(await snapshot(id)).toEqual(before);
    expect(await approvals(id)).toEqual([]);

    const laterToday = await as('restaurantadmin').patch(`/reservations/${id}`, {
      date: '2026-06-10T18:00:00+02:00',
    });
    expect(laterToday.status).toBe(200);
    expect(laterToday.body).toMatchObject({
      date: '2026-06-10T16:00:00.000Z',
      endDate: '2026-06-10T17:00:00.000Z',
    });
  });

  it('a seated party may still move tables: sending its unchanged (past) start is not a reschedule', async () => {
    const seated = (await book(ctx.orm, r1, { tableNumber: 61, start: '2026-06-10T09:30:00Z' })).id;
    const res = await as('restaurantadmin').patch(`/reservations/${seated}`, {
      tableId: r1.tables[62],
      date: '2026-06-10T11:30:00+02:00',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tableId: r1.tables[62], date: '2026-06-10T09:30:00.000Z' });
  });
});

describe('approvals', () => {
  it('a request whose start has passed drops off the list; approving it then is a 409 with a sentence, it stays pending', async () => {
    const moving = (await book(ctx.orm, r1, { tableNumber: 63, start: '2026-06-10T14:00:00Z' })).id;
    await book(ctx.orm, r1, { tableNumber: 64, start: '2026-06-10T15:00:00Z' });
    const filed = await as('restaurantadmin').patch(`/reservations/${moving}`, {
      tableId: r1.tables[64],
      date: '2026-06-10T17:30:00+02:00',
      requireApproval: true,
    });
    expect(filed.status).toBe(202);
    const listed = async (token: string) =>
      (
        (
          await request(ctx.app)
            .get('/reservations/approvals?status=all')
            .set('Authorization', `Bearer ${token}`)
        ).body.approvals as { id: number }[]
      ).map((a) => a.id);
    expect(await listed(tokens.restaurantmanager)).toContain(filed.body.approvalId);
    ctx.clock.set('2026-06-10T16:00:00Z');
    try {
      // Hours later: the access tokens of beforeAll have expired, so the manager signs in again.
      const { token } = await loginAs(ctx.app, DEMO.restaurantmanager);
      expect(await listed(token)).not.toContain(filed.body.approvalId);
      const late = await request(ctx.app)
        .post(`/reservations/approvals/${filed.body.approvalId}/approve`)
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Language', 'hr');
      expect(late.status).toBe(409);
      expect(late.body).toEqual({
        error: 'Ova promjena tražena je za vrijeme koje je prošlo: više se ne može odobriti',
        code: 'CONFLICT',
      });
      const [approval] = await approvals(moving);
      expect(approval!.status).toBe('pending');
      expect((await reload(moving)).tableId).toBe(r1.tables[63]);
    } finally {
      ctx.clock.set(NOW);
    }
  });
});

describe('approvals with a way out: move the booking in the way, then apply (issue 22 §6)', () => {
  /** A restaurant of its own (buffer 15 minutes), so every free table is one the test placed. */
  let f: Fixture;
  const DAY = '2027-04-06'; // CEST: 12:00Z is 14:00 in Zagreb
  const at = (time: string) => `${DAY}T${time}:00Z`;
  /** The same moment as the API writes it. */
  const iso = (time: string) => `${DAY}T${time}:00.000Z`;
  const onTable = async (id: number) => (await reload(id)).tableId;
  const seatsFor = (id: number, guests: number) =>
    ctx.orm.em.fork().nativeUpdate(Reservation, { id }, { guests });
  /** Files `moving`'s move to `tableNumber` (same start) as a conflicting edit; answers the approval id. */
  const file = async (moving: number, tableNumber: number): Promise<number> => {
    const res = await as('superadmin').patch(`/reservations/${moving}`, {
      tableId: f.tables[tableNumber],
      requireApproval: true,
    });
    expect(res.status).toBe(202);
    return res.body.approvalId as number;
  };
  const listed = async (approvalId: number) =>
    (
      (await as('superadmin').get(`/reservations/approvals?restaurantId=${f.restaurantId}`)).body
        .approvals as { id: number; conflictsWith: unknown[] }[]
    ).find((a) => a.id === approvalId);
  const approve = (approvalId: number, moves?: { reservationId: number; tableId: number }[]) =>
    as('superadmin')
      .post(`/reservations/approvals/${approvalId}/approve`)
      .send(moves ? { moves } : {});

  beforeAll(async () => {
    f = await createFixtureRestaurant(ctx.orm, {
      openHour: 8,
      closeHour: 23,
      bufferMin: 15,
      tables: [
        { number: 1, seats: 4 },
        { number: 2, seats: 4 },
        { number: 3, seats: 2 },
        { number: 4, seats: 6 },
        { number: 5, seats: 4, status: 'maintenance' },
        { number: 6, seats: 4 },
        { number: 7, seats: 4 },
        { number: 9, seats: 2 },
      ],
    });
  });

  it('the list suggests a free table of the same size for each booking in the way, or null', async () => {
    const moving = (await book(ctx.orm, f, { tableNumber: 3, start: at('16:00') })).id;
    const blocker = (await book(ctx.orm, f, { tableNumber: 1, start: at('16:00'), name: 'Marija Jurić' })).id;
    // Table 2 is taken within the blocker's buffer (its stay plus 15 minutes): not free for it.
    await book(ctx.orm, f, { tableNumber: 2, start: at('17:10') });
    const approvalId = await file(moving, 1);
    // Not table 1 (the one the request wants), not 2 (taken), not 5 (maintenance): table 6 has the same
    // four seats, so it comes before the smaller free 2-seater, table 9.
    expect((await listed(approvalId))!.conflictsWith).toEqual([
      {
        reservationId: blocker,
        name: 'Marija Jurić',
        date: iso('16:00'),
        endDate: iso('17:00'),
        tableNumber: 1,
        guests: 2,
        suggestedMove: { tableId: f.tables[6], tableNumber: 6 },
      },
    ]);

    // A party of six on the only six-seat table has nowhere to go.
    const big = (await book(ctx.orm, f, { tableNumber: 4, start: at('19:00'), name: 'Velika' })).id;
    await seatsFor(big, 6);
    const smaller = (await book(ctx.orm, f, { tableNumber: 9, start: at('19:00') })).id;
    const stuck = await file(smaller, 4);
    expect((await listed(stuck))!.conflictsWith).toEqual([
      expect.objectContaining({ reservationId: big, guests: 6, suggestedMove: null }),
    ]);
  });

  it('approving with the suggested move moves the other booking, then applies the request: both events, no guest notice', async () => {
    const moving = (await book(ctx.orm, f, { tableNumber: 3, start: at('09:00') })).id;
    const blocker = (await book(ctx.orm, f, { tableNumber: 1, start: at('09:00') })).id;
    const approvalId = await file(moving, 1);
    const suggested = ((await listed(approvalId))!.conflictsWith[0] as { suggestedMove: { tableId: number } })
      .suggestedMove;
    expect(suggested).toEqual({ tableId: f.tables[2], tableNumber: 2 });
    const outboxBefore = await ctx.orm.em.fork().count(OutboxMessage, { reservationId: blocker });
    const seen = await eventsDuring(async () => {
      const res = await approve(approvalId, [{ reservationId: blocker, tableId: suggested.tableId }]);
      expect(res.status).toBe(200);
      expect(res.body.approval).toMatchObject({ id: approvalId, status: 'approved' });
    });
    expect(await onTable(blocker)).toBe(f.tables[2]);
    expect(await onTable(moving)).toBe(f.tables[1]);
    // The moved booking holds its one new table, over its stay plus the restaurant's buffer.
    const rows = await ctx.orm.em.fork().find(ReservationTable, { reservationId: blocker });
    expect(rows.map((r) => [r.tableId, r.active])).toEqual([[f.tables[2], true]]);
    expect(seen).toEqual([
      {
        event: 'reservation.reassigned',
        restaurantId: f.restaurantId,
        payload: { restaurantId: f.restaurantId, reservationId: blocker, tableId: f.tables[2] },
      },
      {
        event: 'reservation.reassigned',
        restaurantId: f.restaurantId,
        payload: { restaurantId: f.restaurantId, reservationId: moving, tableId: f.tables[1] },
      },
    ]);
    // A table change alone is the house's business: a reassign tells the guest nothing, and neither does this.
    expect(await ctx.orm.em.fork().count(OutboxMessage, { reservationId: blocker })).toBe(outboxBefore);
  });

  it('one transaction or nothing: every refused move and a request still blocked leave everything as it was', async () => {
    // A two-hour stay asks for table 1, where two bookings sit one after the other.
    const moving = (await book(ctx.orm, f, { tableNumber: 3, start: at('12:00'), minutes: 120 })).id;
    const first = (await book(ctx.orm, f, { tableNumber: 1, start: at('12:00'), name: 'Prva' })).id;
    const second = (await book(ctx.orm, f, { tableNumber: 1, start: at('13:00'), name: 'Druga' })).id;
    const elsewhere = (await book(ctx.orm, f, { tableNumber: 7, start: at('12:30') })).id;
    await seatsFor(first, 3);
    const approvalId = await file(moving, 1);
    // Their stays overlap (the first's buffer runs into the second): never the same table for both.
    expect(
      (await listed(approvalId))!.conflictsWith.map((c) => (c as { suggestedMove: unknown }).suggestedMove),
    ).toEqual([
      { tableId: f.tables[2], tableNumber: 2 },
      { tableId: f.tables[6], tableNumber: 6 },
    ]);
    const before = await Promise.all([moving, first, second, elsewhere].map(snapshot));
    const refusals: [string, { reservationId: number; tableId: number }[], number, object][] = [
      [
        'the second booking still blocks',
        [{ reservationId: first, tableId: f.tables[2]! }],
        409,
        {
          code: 'RESERVATION_OVERLAP',
          // Only what is left in the way once the first moved, although nothing moved in the end.
          error: 'Table 1 (15:00-16:00) are already reserved.',
          conflicts: [{ tableNumber: 1, conflictStart: iso('13:00'), conflictEnd: iso('14:00') }],
        },
      ],
      [
        'not in the way',
        [{ reservationId: elsewhere, tableId: f.tables[2]! }],
        409,
        { code: 'CONFLICT', error: 'Only a booking that stands in the way of this change can be moved' },
      ],
      [
        'a table in maintenance',
        [{ reservationId: first, tableId: f.tables[5]! }],
        409,
        { code: 'CONFLICT', error: BOOKING_MESSAGES.tableHeld },
      ],
      [
        'too small for the party',
        [{ reservationId: first, tableId: f.tables[9]! }],
        409,
        { code: 'CONFLICT', error: 'That table does not seat the party of the booking being moved' },
      ],
      [
        'taken for its stay',
        [{ reservationId: first, tableId: f.tables[7]! }],
        409,
        { code: 'RESERVATION_OVERLAP', conflicts: [expect.objectContaining({ tableNumber: 7 })] },
      ],
      [
        'another restaurant’s table',
        [{ reservationId: first, tableId: r1.tables[60]! }],
        404,
        { error: LIFECYCLE_MESSAGES.tableNotFound },
      ],
      [
        'the same booking twice',
        [
          { reservationId: first, tableId: f.tables[2]! },
          { reservationId: first, tableId: f.tables[6]! },
        ],
        400,
        { error: 'Name each booking to move only once' },
      ],
    ];
    for (const [label, moves, status, body] of refusals) {
      const seen = await eventsDuring(async () => {
        const res = await approve(approvalId, moves);
        expect({ label, status: res.status, body: res.body }).toEqual({
          label,
          status,
          body: expect.objectContaining(body),
        });
      });
      expect(seen).toEqual([]);
      expect(await Promise.all([moving, first, second, elsewhere].map(snapshot))).toEqual(before);
      expect((await approvals(moving))[0]!.status).toBe('pending');
    }

    const res = await approve(approvalId, [
      { reservationId: first, tableId: f.tables[2]! },
      { reservationId: second, tableId: f.tables[6]! },
    ]);
    expect(res.status).toBe(200);
    expect([await onTable(first), await onTable(second), await onTable(moving)]).toEqual([
      f.tables[2],
      f.tables[6],
      f.tables[1],
    ]);
  });

  it('two approvals racing for the same free table: one wins, the other is a 409 and changes nothing', async () => {
    const day = '2027-04-07';
    const start = `${day}T10:00:00Z`;
    const p = (await book(ctx.orm, f, { tableNumber: 3, start })).id;
    const pBlocker = (await book(ctx.orm, f, { tableNumber: 1, start })).id;
    const q = (await book(ctx.orm, f, { tableNumber: 9, start })).id;
    const qBlocker = (await book(ctx.orm, f, { tableNumber: 2, start })).id;
    const pApproval = await file(p, 1);
    const qApproval = await file(q, 2);
    const [a, b] = await Promise.all([
      approve(pApproval, [{ reservationId: pBlocker, tableId: f.tables[6]! }]),
      approve(qApproval, [{ reservationId: qBlocker, tableId: f.tables[6]! }]),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [pBlocker, qBlocker] : [qBlocker, pBlocker];
    const loserBody = a.status === 200 ? b.body : a.body;
    expect(loserBody).toMatchObject({
      code: 'RESERVATION_OVERLAP',
      conflicts: [{ tableNumber: 6, conflictStart: start.replace('Z', '.000Z') }],
    });
    expect(await onTable(winner)).toBe(f.tables[6]);
    expect(await onTable(loser)).toBe(loser === pBlocker ? f.tables[1] : f.tables[2]);
    expect(await onTable(loser === pBlocker ? p : q)).toBe(loser === pBlocker ? f.tables[3] : f.tables[9]);
    // Table 6 holds the winner alone that morning; the loser still holds its own table.
    const rows = await ctx.orm.em
      .fork()
      .find(ReservationTable, { reservationId: { $in: [pBlocker, qBlocker] } }, { orderBy: { id: 'asc' } });
    expect(rows.filter((r) => r.tableId === f.tables[6]).map((r) => r.reservationId)).toEqual([winner]);
    expect(rows.filter((r) => r.reservationId === loser)).toHaveLength(1);
  });
});

describe('live events of edits (after the commit, to the restaurant’s room)', () => {
  it('every status change is a reservation.updated; a no-show is announced as reservation.no_show first', async () => {
    const id = (await book(ctx.orm, r1, { tableNumber: 65, start: '2026-06-10T09:30:00Z' })).id;
    const seen = await eventsDuring(async () => {
      await as('restaurantadmin').patch(`/reservations/${id}`, { status: 'cancelled' });
      await as('restaurantadmin').patch(`/reservations/${id}`, { status: 'confirmed' });
      await as('restaurantadmin').patch(`/reservations/${id}`, { status: 'no_show' });
      await as('restaurantadmin').patch(`/reservations/${id}`, { status: 'confirmed' });
      await as('restaurantadmin').patch(`/reservations/${id}`, { date: '2027-03-03T15:00:00+01:00' });
    });
    expect(names(seen)).toEqual([
      'reservation.updated',
      'reservation.updated',
      'reservation.no_show',
      'reservation.updated',
      'reservation.updated',
      'reservation.updated',
    ]);
    expect(seen.every((s) => s.restaurantId === 1 && s.payload.reservationId === id)).toBe(true);
  });

  it('filing an approval and rejecting it are reservation.updated (approval lists reload; a rejection also tells the requester); approving a move is reservation.reassigned', async () => {
    const id = (await book(ctx.orm, r1, { tableNumber: 66, start: '2027-03-04T11:00:00Z' })).id;
    const blocker = (await book(ctx.orm, r1, { tableNumber: 67, start: '2027-03-04T11:00:00Z' })).id;
    let pendingAtEmit: Promise<number> | undefined;
    const filing = await eventsDuring(async () => {
      const original = ctx.deps.realtime.emitToRestaurant;
      ctx.deps.realtime.emitToRestaurant = (restaurantId, event, payload) => {
        // Read from another connection at emit time: the request must already be committed.
        pendingAtEmit = ctx.orm.em
          .fork()
          .count(ReservationApproval, { reservationId: id, status: 'pending' });
        original(restaurantId, event, payload);
      };
      try {
        const res = await as('restaurantadmin').patch(`/reservations/${id}`, {
          tableId: r1.tables[67],
          requireApproval: true,
        });
        expect(res.status).toBe(202);
      } finally {
        ctx.deps.realtime.emitToRestaurant = original;
      }
    });
    expect(names(filing)).toEqual(['reservation.updated']);
    expect(await pendingAtEmit).toBe(1);

    const [first] = await approvals(id);
    const rejecting = await eventsDuring(() =>
      as('restaurantmanager').post(`/reservations/approvals/${first!.id}/reject`),
    );
    expect(names(rejecting)).toEqual(['reservation.updated', 'reservation.approval_rejected']);

    const again = await as('restaurantadmin').patch(`/reservations/${id}`, {
      tableId: r1.tables[67],
      requireApproval: true,
    });
    expect(again.status).toBe(202);
    await as('restaurantadmin').patch(`/reservations/${blocker}`, { status: 'cancelled' });
    const approving = await eventsDuring(async () => {
      const res = await as('restaurantmanager').post(
        `/reservations/approvals/${again.body.approvalId}/approve`,
      );
      expect(res.status).toBe(200);
    });
    expect(approving).toEqual([
      {
        event: 'reservation.reassigned',
        restaurantId: 1,
        payload: { restaurantId: 1, reservationId: id, tableId: r1.tables[67] },
      },
    ]);
  });

  it('a refused edit emits nothing', async () => {
    const id = (await book(ctx.orm, r1, { tableNumber: 68, start: '2027-03-05T11:00:00Z' })).id;
    const seen = await eventsDuring(async () => {
      expect(
        (await as('restaurantadmin').patch(`/reservations/${id}`, { date: '2026-06-01T12:00:00+02:00' }))
          .status,
      ).toBe(400);
      expect((await as('restaurantadmin').patch(`/reservations/${id}`, {})).status).toBe(400);
      expect((await as('staff').patch(`/reservations/${id}`, { status: 'cancelled' })).status).toBe(403);
    });
    expect(seen).toEqual([]);
  });
});

describe('lifecycle rules', () => {
  it.each([
    ['no_show', 'a reservation that has not started', { start: '2026-06-10T10:30:00Z' }, 'notStartedYet'],
    ['cleared', 'a reservation that has not started', { start: '2026-06-10T10:30:00Z' }, 'notStartedYet'],
    ['no_show', 'a checked-in guest', { start: '2026-06-10T09:30:00Z', checkIn: true }, 'noShowCheckedIn'],
  ] as const)(
    'PATCH status %s refuses %s: 409, nothing changes, no event',
    async (status, _label, setup, message) => {
      await addTable(ctx.orm, r1, 80 + ++statusRun);
      const id = (await book(ctx.orm, r1, { tableNumber: 80 + statusRun, start: setup.start })).id;
      if ('checkIn' in setup)
        expect((await as('staff').post(`/reservations/${id}/checkin`)).status).toBe(200);
      const before = await snapshot(id);
      const seen = await eventsDuring(async () => {
        const res = await as('restaurantadmin').patch(`/reservations/${id}`, { status });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ error: LIFECYCLE_MESSAGES[message], code: 'CONFLICT' });
      });
      expect(seen).toEqual([]);
      expect(await snapshot(id)).toEqual(before);
      expect((await reload(id)).noShowAt).toBeNull();
      // Its table stays held by the exclusion constraint.
      expect(await ctx.orm.em.fork().count(ReservationTable, { reservationId: id, active: true })).toBe(1);
    },
  );

  it('check-in needs a confirmed reservation: 409 with the message, nothing changes, no event', async () => {
    const id = (
      await book(ctx.orm, r1, { tableNumber: 69, start: '2027-03-06T11:00:00Z', status: 'cancelled' })
    ).id;
    const seen = await eventsDuring(async () => {
      const res = await as('staff').post(`/reservations/${id}/checkin`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: LIFECYCLE_MESSAGES.checkInNotConfirmed, code: 'CONFLICT' });
    });
    expect(seen).toEqual([]);
    expect((await reload(id)).checkedInAt).toBeNull();
  });

  it.each([
    ['no additionalMinutes', {}],
    ['zero', { additionalMinutes: 0 }],
    ['below 5', { additionalMinutes: 4 }],
    ['above 240', { additionalMinutes: 241 }],
    ['a fraction', { additionalMinutes: 30.5 }],
    ['a string', { additionalMinutes: '30' }],
    ['negative (a shortening)', { additionalMinutes: -30 }],
  ])('extend refuses %s: 400 with the bounds, the stay unchanged', async (_label, body) => {
    const id = (await book(ctx.orm, r1, { tableNumber: 69, start: `2027-03-07T1${++extendRun % 10}:00:00Z` }))
      .id;
    const before = await snapshot(id);
    const res = await as('restaurantadmin').post(`/reservations/${id}/extend`, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'additionalMinutes must be a whole number from 5 to 240',
    });
    expect(await snapshot(id)).toEqual(before);
  });

  it('clear then undo: table.cleared, then table.released naming the table and the restored reservation', async () => {
    const tableId = await addTable(ctx.orm, r1, 71);
    const seated = (await book(ctx.orm, r1, { tableNumber: 71, start: '2026-06-10T09:45:00Z' })).id;
    let statusAtEmit: Promise<string | undefined> | undefined;
    const seen = await eventsDuring(async () => {
      expect((await as('staff').post(`/tables/${tableId}/clear`)).status).toBe(200);
      const original = ctx.deps.realtime.emitToRestaurant;
      ctx.deps.realtime.emitToRestaurant = (restaurantId, event, payload) => {
        statusAtEmit = ctx.orm.em
          .fork()
          .findOne(Reservation, { id: seated })
          .then((r) => r?.status);
        original(restaurantId, event, payload);
      };
      try {
        expect((await as('staff').post(`/tables/${tableId}/clear/undo`)).status).toBe(200);
      } finally {
        ctx.deps.realtime.emitToRestaurant = original;
      }
    });
    expect(seen).toEqual([
      {
        event: 'table.cleared',
        restaurantId: 1,
        payload: { restaurantId: 1, tableId, reservationId: seated },
      },
      {
        event: 'table.released',
        restaurantId: 1,
        payload: { restaurantId: 1, tableId, reservationId: seated },
      },
    ]);
    expect(await statusAtEmit).toBe('confirmed');
  });

  it('undo clear only while the table is in its cleared window: later it is "Reservation not found for undo"', async () => {
    const tableId = await addTable(ctx.orm, r1, 72);
    const seated = (await book(ctx.orm, r1, { tableNumber: 72, start: '2026-06-10T09:45:00Z' })).id;
    expect((await as('staff').post(`/tables/${tableId}/clear`)).status).toBe(200);
    ctx.clock.set('2026-06-10T10:16:00Z'); // the 15-minute window ended a minute ago
    try {
      const { token } = await loginAs(ctx.app, DEMO.staff);
      const seen = await eventsDuring(async () => {
        const late = await request(ctx.app)
          .post(`/tables/${tableId}/clear/undo`)
          .set('Authorization', `Bearer ${token}`);
        expect(late.status).toBe(404);
        expect(late.body).toEqual({ error: LIFECYCLE_MESSAGES.notFoundForUndo, code: 'NOT_FOUND' });
      });
      expect(seen).toEqual([]);
      expect((await reload(seated)).status).toBe('cleared');
    } finally {
      ctx.clock.set(NOW);
    }
  });
});
