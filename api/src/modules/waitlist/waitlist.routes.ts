import type { EntityManager } from '@mikro-orm/postgresql';
import {
  HOST_MESSAGES,
  HOST_ROLES,
  ROLES,
  ZWaitlistConvertRequest,
  ZWaitlistCreateRequest,
  type TConvertResponse,
  type TWaitlistListResponse,
} from '@stol/contracts';
import type { Request } from 'express';
import { idParam } from '../../http/id-param';
import { negotiateLanguage } from '../../http/i18n/accept-language';
import { translateMessage } from '../../http/i18n/translate';
import { parseOrFail } from '../../http/parse-body';
import { queryRestaurantId } from '../../http/query-restaurant';
import { defineRoute } from '../../http/route-registry';
import { requestScope } from '../../http/tenancy';
import { toReservationJson } from '../reservations/reservation.mapper';
import {
  addToWaitlist,
  cancelEntry,
  convertEntry,
  getEntryOrFail,
  listWaitlist,
  notifyEntry,
} from './waitlist.service';

/** Staff see the day and check guests in, but the waitlist, walk-ins and large parties are the hosts' (§1). */
const HOSTS = HOST_ROLES;
/**
 * Staff may read their own restaurant's line: the kiosk shows it to them (staff spec §2 hides only its walk-in
 * form; issue 19 §23). The restaurant scope still keeps them to their restaurant; every write stays the hosts'.
 */
const LINE_READERS = ROLES;

const entryRestaurant = async (req: Request, em: EntityManager) =>
  (await getEntryOrFail(em, idParam(req))).restaurantId;

/** POST /waitlist names its restaurant in the body; none is 'Restaurant not set' (after the fields). */
const bodyRestaurant = (req: Request) =>
  parseOrFail(ZWaitlistCreateRequest.pick({ restaurantId: true }), req.body ?? {}).restaurantId ?? null;

/** A success text of the API in the caller's language (Accept-Language), as errors are. */
export const localized = (req: Request, text: string) =>
  translateMessage(text, negotiateLanguage(req.get('accept-language'))).text;

export const waitlistRoutes = [
  defineRoute({
    method: 'get',
    path: '/waitlist',
    access: { roles: LINE_READERS, scope: 'restaurant', restaurant: queryRestaurantId },
    async handler(_req, _res, { em, user, restaurantId, deps }): Promise<TWaitlistListResponse> {
      return { entries: await listWaitlist(em, requestScope(user, restaurantId), deps.clock.now()) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/waitlist',
    access: { roles: HOSTS, scope: 'restaurant', restaurant: bodyRestaurant },
    async handler(req, res, { em, deps }) {
      const entry = await addToWaitlist(em, parseOrFail(ZWaitlistCreateRequest, req.body ?? {}), deps);
      res.status(201);
      return entry;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/waitlist/:id/notify',
    access: { roles: HOSTS, scope: 'restaurant', restaurant: entryRestaurant },
    handler: (req, _res, { em, deps }) => notifyEntry(em, idParam(req), deps),
  }),
  defineRoute({
    method: 'post',
    path: '/waitlist/:id/convert',
    access: { roles: HOSTS, scope: 'restaurant', restaurant: entryRestaurant },
    async handler(req, _res, { em, deps }): Promise<TConvertResponse> {
      const body = parseOrFail(ZWaitlistConvertRequest, req.body ?? {});
      const { reservation, tableIds } = await convertEntry(em, idParam(req), body, deps);
      return {
        message: localized(req, HOST_MESSAGES.reservationCreated),
        reservation: toReservationJson(reservation, tableIds),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/waitlist/:id/cancel',
    access: { roles: HOSTS, scope: 'restaurant', restaurant: entryRestaurant },
    handler: (req, _res, { em, deps }) => cancelEntry(em, idParam(req), deps),
  }),
];
