import {
  ZPublicReservationsQuery,
  ZPublicTablesQuery,
  ZReserveRequest,
  type TPublicReservationsResponse,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { addDaysToKey, zagrebWallTime } from '../../time/zagreb';
import { tableIdsByReservation } from '../reservations/reservation-tables.repository';
import { Reservation } from '../reservations/reservation.entity';
import { getRestaurantOrFail } from '../restaurants/restaurants.service';
import { toTableJson } from '../tables/table.mapper';
import { DiningTable } from '../tables/table.entity';
import { reserve } from './reserve.service';

/** The Idempotency-Key header, if sent (at most 200 characters, like the column). */
function idempotencyKey(raw: string | undefined): string | null {
  const key = raw?.trim();
  if (!key) return null;
  if (key.length > 200) throw new AppError('VALIDATION_FAILED', 'Idempotency-Key is too long');
  return key;
}

export const publicBookingRoutes = [
  defineRoute({
    method: 'get',
    path: '/public/tables',
    access: 'public',
    async handler(req, _res, { em }) {
      const { restaurantId } = ZPublicTablesQuery.parse(req.query);
      await getRestaurantOrFail(em, restaurantId);
      const tables = await em.find(DiningTable, { restaurantId }, { orderBy: { number: 'asc' } });
      return tables.map(toTableJson);
    },
  }),
  // The day's active bookings for the guest floor plan: times and tables only, never guest data.
  defineRoute({
    method: 'get',
    path: '/public/reservations',
    access: 'public',
    async handler(req, _res, { em }): Promise<TPublicReservationsResponse> {
      const { restaurantId, date } = ZPublicReservationsQuery.parse(req.query);
      await getRestaurantOrFail(em, restaurantId);
      const reservations = await em.find(
        Reservation,
        {
          restaurantId,
          status: 'confirmed',
          noShowAt: null,
          startAt: { $gte: zagrebWallTime(date), $lt: zagrebWallTime(addDaysToKey(date, 1)) },
        },
        { orderBy: { startAt: 'asc', id: 'asc' }, fields: ['id', 'tableId', 'startAt', 'endAt'] },
      );
      const tableIds = await tableIdsByReservation(
        em,
        reservations.map((r) => r.id),
      );
      return {
        reservations: reservations.map((r) => ({
          tableId: r.tableId,
          tableIds: tableIds.get(r.id) ?? [r.tableId],
          date: r.startAt.toISOString(),
          endDate: r.endAt.toISOString(),
        })),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/reserve',
    access: 'public',
    async handler(req, res, { em, deps }) {
      const result = await reserve(em, parseOrFail(ZReserveRequest, req.body ?? {}), {
        clock: deps.clock,
        realtime: deps.realtime,
        idempotencyKey: idempotencyKey(req.get('Idempotency-Key')),
      });
      res.status(result.created ? 201 : 200).json(result.body);
    },
  }),
];
