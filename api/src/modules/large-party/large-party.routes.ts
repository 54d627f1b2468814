import type { EntityManager } from '@mikro-orm/postgresql';
import {
  HOST_MESSAGES,
  HOST_ROLES,
  ZLargePartyConvertRequest,
  type TConvertResponse,
  type TLargePartyListResponse,
} from '@stol/contracts';
import type { Request } from 'express';
import { idParam } from '../../http/id-param';
import { parseOrFail } from '../../http/parse-body';
import { queryRestaurantId } from '../../http/query-restaurant';
import { defineRoute } from '../../http/route-registry';
import { requestScope } from '../../http/tenancy';
import { toReservationJson } from '../reservations/reservation.mapper';
import { localized } from '../waitlist/waitlist.routes';
import {
  cancelRequest,
  convertRequest,
  getRequestOrFail,
  listRequests,
  suggestTables,
} from './large-party.service';

/** Large-party requests: restaurant admins, managers and the superadmin (staff spec §6); staff get 403. */
const requestRestaurant = async (req: Request, em: EntityManager) =>
  (await getRequestOrFail(em, idParam(req))).restaurantId;

export const largePartyRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/large-party',
    access: { roles: HOST_ROLES, scope: 'restaurant', restaurant: queryRestaurantId },
    async handler(_req, _res, { em, user, restaurantId }): Promise<TLargePartyListResponse> {
      return { requests: await listRequests(em, requestScope(user, restaurantId)) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/large-party/:id/suggestions',
    access: { roles: HOST_ROLES, scope: 'restaurant', restaurant: requestRestaurant },
    handler: (req, _res, { em }) => suggestTables(em, idParam(req)),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/large-party/:id/convert',
    access: { roles: HOST_ROLES, scope: 'restaurant', restaurant: requestRestaurant },
    async handler(req, _res, { em, deps }): Promise<TConvertResponse> {
      const body = parseOrFail(ZLargePartyConvertRequest, req.body ?? {});
      const { reservation, tableIds } = await convertRequest(em, idParam(req), body, deps);
      return {
        message: localized(req, HOST_MESSAGES.reservationCreated),
        reservation: toReservationJson(reservation, tableIds),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/large-party/:id/cancel',
    access: { roles: HOST_ROLES, scope: 'restaurant', restaurant: requestRestaurant },
    handler: (req, _res, { em, deps }) => cancelRequest(em, idParam(req), deps),
  }),
];
