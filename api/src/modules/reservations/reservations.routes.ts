import {
  RESERVATION_DETAILS_MESSAGES,
  ROLES,
  ZApprovalApproveRequest,
  ZReservationApprovalListQuery,
  ZReservationExportQuery,
  ZReservationExtendRequest,
  ZReservationListQuery,
  ZReservationTableOptionsQuery,
  type TReservationListResponse,
  type TRole,
} from '@stol/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { idParam } from '../../http/id-param';
import { queryRestaurantId } from '../../http/query-restaurant';
import { parseOrFail } from '../../http/parse-body';
import { sendCachedJson, versionedJson } from '../availability/occupancy-cache';
import { defineRoute, type AuthedContext } from '../../http/route-registry';
import { requestScope, type RestaurantScope } from '../../http/tenancy';
import { reservationMessages } from '../notifications/reservation-messages';
import { approvalRestaurant, decideApproval, listApprovals } from './approvals.service';
import { CSV_BOM, reservationCsvHeader, reservationCsvRow } from './csv';
import { csvLanguage } from './csv-language';
import { patchReservation } from './reservation-edit.service';
import { EDITORS, parsePatch, patchRoles } from './reservation-patch';
import { checkIn, deleteReservation, extendReservation, undoCheckIn } from './reservation-lifecycle.service';
import { getReservationOrFail } from './reservation-write';
import { reservationTableOptions } from './table-options.service';
import { findListItemPage } from './reservations-query';
import { pendingFlagsHold } from './reservation-item';
import { markNoShow } from '../tables/table-clear.service';

const APPROVERS: readonly TRole[] = ['superadmin', 'restaurantmanager'];

export const reservationRestaurant = async (req: Request, em: EntityManager) =>
  (await getReservationOrFail(em, idParam(req))).restaurantId;
const scopeOf = ({ user, restaurantId }: AuthedContext): RestaurantScope => requestScope(user, restaurantId);

const EXPORT_BATCH = 500;

export const reservationsRoutes = [
  // Cached per restaurant set and query while those restaurants' data is unchanged (see occupancy-cache):
  // the day's list is what every open back office reloads on each live event. A superadmin's unscoped
  // list names no restaurant set and is computed every time.
  defineRoute({
    method: 'get',
    path: '/reservations',
    access: { roles: ROLES, scope: 'restaurant', restaurant: queryRestaurantId },
    async handler(req, res, ctx) {
      const query = parseOrFail(ZReservationListQuery, req.query);
      const scope = scopeOf(ctx);
      const compute = async (): Promise<{ value: TReservationListResponse; meta: number | null }> => {
        const { items, total, freshUntil } = await findListItemPage(
          ctx.em,
          query,
          scope,
          { offset: (query.page - 1) * query.pageSize, limit: query.pageSize, withTotal: true },
          { now: ctx.deps.clock.now() },
        );
        return {
          value: { reservations: items, pagination: { total, page: query.page, pageSize: query.pageSize } },
          meta: freshUntil,
        };
      };
      if (scope.all) return (await compute()).value;
      sendCachedJson(
        res,
        await versionedJson(ctx.em, 'reservations-list', scope.ids, JSON.stringify(query), compute, (until) =>
          pendingFlagsHold(until, ctx.deps.clock.now()),
        ),
      );
    },
  }),
  // CSV streamed in batches, so a long export never sits in memory whole. The query is checked and the first
  // batch read before the first byte: a bad filter or a failing database is an error answer, not a cut-off file.
  defineRoute({
    method: 'get',
    path: '/reservations/export',
    access: { roles: ROLES, scope: 'restaurant', restaurant: queryRestaurantId },
    async handler(req, res, ctx) {
      const query = parseOrFail(ZReservationExportQuery, req.query);
      const lang = csvLanguage(req.headers['accept-language']);
      const batchAt = async (offset: number) =>
        (
          await findListItemPage(
            ctx.em.fork(),
            query,
            scopeOf(ctx),
            { offset, limit: EXPORT_BATCH, withTotal: false },
            { guestHistory: false },
          )
        ).items;
      let items = await batchAt(0);
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="reservations${query.date ? `-${query.date}` : ''}.csv"`,
      );
      res.setHeader('Content-Language', lang);
      res.vary('Accept-Language');
      res.write(CSV_BOM + reservationCsvHeader(lang));
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        for (const item of items) res.write(reservationCsvRow(item, lang));
        if (items.length < EXPORT_BATCH) break;
        items = await batchAt(offset + EXPORT_BATCH);
      }
      res.end();
    },
  }),
  defineRoute({
    method: 'get',
    path: '/reservations/approvals',
    access: { roles: APPROVERS, scope: 'restaurant', restaurant: queryRestaurantId },
    async handler(req, _res, ctx) {
      const query = parseOrFail(ZReservationApprovalListQuery, req.query);
      return { approvals: await listApprovals(ctx.em, query, scopeOf(ctx), ctx.deps.clock.now()) };
    },
  }),
  ...(['approve', 'reject'] as const).map((action) =>
    defineRoute({
      method: 'post',
      path: `/reservations/approvals/:id/${action}`,
      access: {
        roles: APPROVERS,
        scope: 'restaurant',
        restaurant: (req, em) => approvalRestaurant(em, idParam(req)),
      },
      async handler(req, _res, { em, user, deps }) {
        // Approve may name the bookings to move out of the way first (issue 22 §6); reject takes no body.
        const moves =
          action === 'approve' ? parseOrFail(ZApprovalApproveRequest, req.body ?? {}).moves : undefined;
        const approval = await decideApproval(
          em,
          idParam(req),
          action === 'approve' ? 'approved' : 'rejected',
          {
            userId: user.id,
            now: deps.clock.now(),
            realtime: deps.realtime,
            messages: reservationMessages(deps),
            moves,
          },
        );
        deps.outbox.kick();
        return { approval };
      },
    }),
  ),
  defineRoute({
    method: 'get',
    path: '/reservations/:id/table-options',
    access: { roles: ROLES, scope: 'restaurant', restaurant: reservationRestaurant },
    async handler(req, _res, { em }) {
      const { date } = parseOrFail(ZReservationTableOptionsQuery, req.query);
      return reservationTableOptions(em, idParam(req), date);
    },
  }),
  // A status change or an edit is the editors'; guest details and notes every role's (reservation-patch.ts).
  defineRoute({
    method: 'patch',
    path: '/reservations/:id',
    access: {
      roles: ROLES,
      rolesByBody: patchRoles,
      roleRefusal: RESERVATION_DETAILS_MESSAGES.staffDetailsOnly,
      scope: 'restaurant',
      restaurant: reservationRestaurant,
    },
    async handler(req, res, { em, user, deps }) {
      const outcome = await patchReservation(em, idParam(req), parsePatch(req.body), {
        clock: deps.clock,
        realtime: deps.realtime,
        userId: user.id,
        messages: reservationMessages(deps),
      });
      deps.outbox.kick();
      if (outcome.kind === 'approval') res.status(202).json(outcome.body);
      else return outcome.item;
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/reservations/:id',
    access: { roles: EDITORS, scope: 'restaurant', restaurant: reservationRestaurant },
    async handler(req, _res, { em, deps }) {
      await deleteReservation(em, idParam(req), deps);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/reservations/:id/checkin',
    access: { roles: ROLES, scope: 'restaurant', restaurant: reservationRestaurant },
    handler: (req, _res, { em, deps }) => checkIn(em, idParam(req), deps),
  }),
  // The host's No-show (staff spec §2: the Clear of a guest not checked in); undone by POST /tables/{id}/clear/undo.
  defineRoute({
    method: 'post',
    path: '/reservations/:id/no-show',
    access: { roles: ROLES, scope: 'restaurant', restaurant: reservationRestaurant },
    handler: (req, _res, { em, deps }) => markNoShow(em, idParam(req), deps),
  }),
  defineRoute({
    method: 'post',
    path: '/reservations/:id/uncheckin',
    access: { roles: ROLES, scope: 'restaurant', restaurant: reservationRestaurant },
    handler: (req, _res, { em, deps }) => undoCheckIn(em, idParam(req), deps),
  }),
  defineRoute({
    method: 'post',
    path: '/reservations/:id/extend',
    access: { roles: EDITORS, scope: 'restaurant', restaurant: reservationRestaurant },
    async handler(req, _res, { em, deps }) {
      const { additionalMinutes } = parseOrFail(ZReservationExtendRequest, req.body ?? {});
      return extendReservation(em, idParam(req), additionalMinutes, deps);
    },
  }),
];
