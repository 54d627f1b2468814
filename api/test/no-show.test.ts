import { LIFECYCLE_MESSAGES, type TRole } from '@stol/contracts';
import { ReservationTable } from '../src/modules/reservations/reservation-table.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { DiningTable } from '../src/modules/tables/table.entity';
import { addTable, book, fixtureOf, type Fixture } from './support/booking-fixtures';
import { loginEveryRole, withToken } from './support/login';
import { recordEmits } from './support/record-emits';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The host's No-show (issue 19 §2, DESIGN §7): the Clear of a guest who has not checked in records status
 * no_show with noShowAt (not cleared), releases the tables, announces `reservation.no_show` after the commit, and
 * is undone like a clear. Now: Wednesday 2026-06-10 12:00 in Zagreb; each test books a table of its own (90+).
 */
const NOW = '2026-06-10T10:00:00Z';
const STARTED = '2026-06-10T09:45:00Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let r1: Fixture;
let tableNumber = 90;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  r1 = await fixtureOf(ctx.orm, 1);
});
afterAll(async () => {
  await ctx.close();
});

const as = (role: TRole) => withToken(ctx.app, tokens[role]);
const reload = async (id: number) => (await ctx.orm.em.fork().findOne(Reservation, { id }))!;
const activeRows = (reservationId: number) =>
  ctx.orm.em.fork().count(ReservationTable, { reservationId, active: true });
/** A reservation on a fresh table of its own. */
async function booked(start = STARTED, extra: { status?: 'cancelled' } = {}) {
  const tableId = await addTable(ctx.orm, r1, ++tableNumber);
  const { id } = await book(ctx.orm, r1, { tableNumber, start, ...extra });
  return { id, tableId };
}

describe('POST /reservations/{id}/no-show', () => {
  it('records no_show with noShowAt, releases the table, announces reservation.no_show after the commit', async () => {
    const { id, tableId } = await booked();
    let statusAtEmit: Promise<string | undefined> | undefined;
    const realtime = ctx.deps.realtime;
    const emit = realtime.emitToRestaurant;
    const seen = await recordEmits(realtime, async () => {
      const recording = realtime.emitToRestaurant;
      realtime.emitToRestaurant = (restaurantId, event, payload) => {
        // What another reader sees when the event goes out: the committed no-show.
        statusAtEmit = reload(id).then((r) => r.status);
        recording(restaurantId, event, payload);
      };
      const res = await as('staff').post(`/reservations/${id}/no-show`);
      expect(res.status).toBe(200);
      expect(res.body.reservation).toMatchObject({
        id,
        status: 'no_show',
        noShowAt: new Date(NOW).toISOString(),
      });
      expect(res.body.table).toMatchObject({ id: tableId });
      expect(res.body.table.clearedUntil).not.toBeNull();
    });
    realtime.emitToRestaurant = emit;
    expect(seen).toEqual([
      {
        restaurantId: 1,
        event: 'reservation.no_show',
        payload: { restaurantId: 1, reservationId: id, tableId },
      },
    ]);
    expect(await statusAtEmit).toBe('no_show');
    const stored = await reload(id);
    expect(stored.status).toBe('no_show');
    expect(stored.noShowAt?.toISOString()).toBe(new Date(NOW).toISOString());
    expect(await activeRows(id)).toBe(0);
  });

  it('is found by the no-show filter (and not as cleared)', async () => {
    const { id } = await booked();
    expect((await as('staff').post(`/reservations/${id}/no-show`)).status).toBe(200);
    const noShows = await as('staff').get('/reservations?date=2026-06-10&status=no_show&pageSize=100');
    expect(noShows.body.reservations.map((r: { id: number }) => r.id)).toContain(id);
    const cleared = await as('staff').get('/reservations?date=2026-06-10&status=cleared&pageSize=100');
    expect(cleared.body.reservations.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('is undone like a clear: confirmed again, noShowAt gone, the table held, table.released', async () => {
    const { id, tableId } = await booked();
    expect((await as('staff').post(`/reservations/${id}/no-show`)).status).toBe(200);
    const seen = await recordEmits(ctx.deps.realtime, async () => {
      const undo = await as('staff').post(`/tables/${tableId}/clear/undo`).send({ reservationId: id });
      expect(undo.status).toBe(200);
      expect(undo.body.reservation).toMatchObject({ id, status: 'confirmed', noShowAt: null });
      expect(undo.body.table.clearedUntil).toBeNull();
    });
    expect(seen).toEqual([
      { restaurantId: 1, event: 'table.released', payload: { restaurantId: 1, tableId, reservationId: id } },
    ]);
    const stored = await reload(id);
    expect(stored.status).toBe('confirmed');
    expect(stored.noShowAt).toBeNull();
    expect(await activeRows(id)).toBe(1);
    // Undo with no reservation named finds the table's latest ended one, as for a clear.
    expect((await as('staff').post(`/reservations/${id}/no-show`)).status).toBe(200);
    expect((await as('staff').post(`/tables/${tableId}/clear/undo`)).body.reservation.id).toBe(id);
  });

  it.each([
    ['a checked-in guest', 'noShowCheckedIn', STARTED, 'checkIn'],
    ['a reservation that has not started', 'notStartedYet', '2026-06-10T10:30:00Z', null],
    ['a cancelled reservation', 'noShowNotConfirmed', STARTED, 'cancelled'],
  ] as const)(
    'refuses %s: 409 with a sentence, nothing changes, no event',
    async (_label, message, start, setup) => {
      const { id, tableId } = await booked(start, setup === 'cancelled' ? { status: 'cancelled' } : {});
      if (setup === 'checkIn')
        expect((await as('staff').post(`/reservations/${id}/checkin`)).status).toBe(200);
      const before = await reload(id);
      const seen = await recordEmits(ctx.deps.realtime, async () => {
        const res = await as('staff').post(`/reservations/${id}/no-show`);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ error: LIFECYCLE_MESSAGES[message], code: 'CONFLICT' });
        const hr = await as('staff').post(`/reservations/${id}/no-show`).set('Accept-Language', 'hr');
        expect(hr.body.error).not.toBe(LIFECYCLE_MESSAGES[message]);
      });
      expect(seen).toEqual([]);
      const after = await reload(id);
      expect({ status: after.status, noShowAt: after.noShowAt }).toEqual({
        status: before.status,
        noShowAt: before.noShowAt,
      });
      expect((await ctx.orm.em.fork().findOneOrFail(DiningTable, { id: tableId })).clearedUntil).toBeNull();
    },
  );

  it('two hosts tapping No-show at once: one 200, one 409, one event', async () => {
    const { id } = await booked();
    const seen = await recordEmits(ctx.deps.realtime, async () => {
      const answers = await Promise.all([
        as('staff').post(`/reservations/${id}/no-show`),
        as('restaurantadmin').post(`/reservations/${id}/no-show`),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    });
    expect(seen.map((s) => s.event)).toEqual(['reservation.no_show']);
  });

  it('404 for a reservation that does not exist', async () => {
    const res = await as('staff').post('/reservations/999999/no-show');
    expect(res.status).toBe(404);
  });
});
