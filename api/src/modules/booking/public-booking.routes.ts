import {
  ZPublicReservationsQuery,
  ZPublicTablesQuery,
  ZReserveRequest,
  type TPublicReservationsResponse,
} from '@stol/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseOrFail } from '../../http/parse-body';
import { reservationMessages } from '../notifications/reservation-messages';
import { defineRoute } from '../../http/route-registry';
import { zagrebDayRange } from '../../time/zagreb';
import { sendCachedJson, versionedJson } from '../availability/occupancy-cache';
import { getRestaurantOrFail } from '../restaurants/restaurants.service';
import { toTableJson } from '../tables/table.mapper';
import { DiningTable, LIVE_TABLES_SQL } from '../tables/table.entity';
import { assertHuman } from '../bot-check/bot-check';
import { isLiveHold } from '../reservations/occupancy.writer';
import { reserve } from './reserve.service';

interface PublicDayRow {
  table_id: number;
  start_at: string | Date;
  end_at: string | Date;
  table_ids: number[];
}

/**
 * One query for the guest floor plan's day (a hot public read): the confirmed, not no-show bookings starting
 * that Zagreb day with the tables each holds (main first), as plain rows. Reading them as entities cost
 * more CPU than the rest of the request together (see api/bench). Live tables only, like the plan they are
 * drawn on: a deleted table's (past) bookings of the day are left out.
 */
async function publicDayReservations(
  em: EntityManager,
  restaurantId: number,
  date: string,
): Promise<TPublicReservationsResponse['reservations']> {
  const day = zagrebDayRange(date);
  const rows = await em.execute<PublicDayRow[]>(
    `select r.table_id, r.start_at, r.end_at,
        array(select rt.table_id from reservation_tables rt join ${LIVE_TABLES_SQL} t on t.id = rt.table_id
              where rt.reservation_id = r.id order by rt.id) as table_ids
     from reservations r
     join ${LIVE_TABLES_SQL} main on main.id = r.table_id
     where r.restaurant_id = ? and r.status = 'confirmed' and r.no_show_at is null
       and r.start_at >= ? and r.start_at < ?
     order by r.start_at, r.id`,
    [restaurantId, day.start.toISOString(), day.end.toISOString()],
  );
  return rows.map((r) => ({
    tableId: Number(r.table_id),
    tableIds: r.table_ids.length ? r.table_ids.map(Number) : [Number(r.table_id)],
    date: new Date(r.start_at).toISOString(),
    endDate: new Date(r.end_at).toISOString(),
  }));
}

export const publicBookingRoutes = [
  defineRoute({
    method: 'get',
    path: '/public/tables',
    access: 'public',
    async handler(req, _res, { em }) {
      const { restaurantId } = parseOrFail(ZPublicTablesQuery, req.query);
      await getRestaurantOrFail(em, restaurantId);
      const tables = await em.find(DiningTable, { restaurantId }, { orderBy: { number: 'asc' } });
      return tables.map(toTableJson);
    },
  }),
  // The day's active bookings for the guest floor plan: times and tables only, never guest data. Cached
  // while the restaurant's data is unchanged (see occupancy-cache).
  defineRoute({
    method: 'get',
    path: '/public/reservations',
    access: 'public',
    async handler(req, res, { em }) {
      const { restaurantId, date } = parseOrFail(ZPublicReservationsQuery, req.query);
      const answer = await versionedJson(em, 'public-reservations', restaurantId, date, async () => {
        const reservations = await publicDayReservations(em, restaurantId, date);
        // A booking proves its restaurant exists (foreign key): only an empty day needs the 404 lookup.
        if (reservations.length === 0) await getRestaurantOrFail(em, restaurantId);
        const value: TPublicReservationsResponse = { reservations };
        return { value, meta: null };
      });
      sendCachedJson(res, answer);
    },
  }),
  // A guest retrying a booking (a lost answer, a double click) sends the same Idempotency-Key: one booking (the
  // replay is answered before the bot check, whose proof the first attempt spent, or its hold).
  defineRoute({
    method: 'post',
    path: '/reserve',
    access: 'public',
    idempotent: true,
    rateLimits: ['guestWrite'],
    async handler(req, res, ctx) {
      const { em, deps } = ctx;
      const request = parseOrFail(ZReserveRequest, req.body ?? {});
      // A live hold passed the bot check when it was placed (issue 19 §11): the booking that consumes it needs no
      // second proof. reserve() then insists it really consumes it, so one proof stands for one booking.
      const viaHold = request.holdId ? await isLiveHold(em, request.holdId) : false;
      if (!viaHold) await assertHuman(req, request, ctx);
      const body = await reserve(em, request, {
        holdIsProof: viaHold,
        clock: deps.clock,
        realtime: deps.realtime,
        // A guest without email learns of the booking (and its manage link) by SMS, whatever the SMS flag says.
        messages: reservationMessages(deps, { smsWithoutEmail: true }),
        otpSecret: deps.config.jwtSecret,
        messaging: deps.config.messaging,
      });
      deps.outbox.kick();
      res.status(201);
      return body;
    },
  }),
];
