import {
  ROLES,
  ZDailyReportQuery,
  ZReportReservationsQuery,
  ZWeeklyReportQuery,
  type TReportReservations,
} from '@stol/contracts';
import { parseOrFail } from '../../http/parse-body';
import { queryRestaurantId } from '../../http/query-restaurant';
import type { Response } from 'express';
import { defineRoute, type AuthedContext } from '../../http/route-registry';
import { sendCachedJson, versionedJson } from '../availability/occupancy-cache';
import { zagrebDateKey } from '../../time/zagreb';
import { CSV_BOM } from '../reservations/csv';
import { csvLanguage } from '../reservations/csv-language';
import { reportCsvFilename, reportCsvHeader, reportCsvNote, reportCsvRow } from './report-csv';
import { dailyReport, reportReservations, weeklyReport } from './reports.service';

/**
 * Reports (guest spec §2.14, issue 21 §3): every signed-in role, on a restaurant of its own. The access check
 * reads `restaurantId` from the query; the contracts schema then requires it (400 when missing).
 */
const access = { roles: ROLES, scope: 'restaurant', restaurant: queryRestaurantId } as const;

/**
 * A day's or a week's counts change only when the restaurant's bookings do, not with the clock (no figure asks
 * whether a reservation has started): the JSON is cached under the restaurant's change counter, which triggers
 * bump on every write to its reservations and tables (availability/occupancy-cache.ts), so it is never behind a
 * write. The counter reads of concurrent requests share one query, which is what the bench's 10 connections of
 * managers opening reports needed (issue 21 §6).
 */
async function sendCountedAnswer(
  res: Response,
  ctx: AuthedContext,
  namespace: string,
  restaurantId: number,
  key: string,
  compute: () => Promise<unknown>,
): Promise<void> {
  const cached = await versionedJson(ctx.em, namespace, restaurantId, key, async () => ({
    value: await compute(),
    meta: null,
  }));
  sendCachedJson(res, cached);
}

export const reportsRoutes = [
  defineRoute({
    method: 'get',
    path: '/reports/daily',
    access,
    async handler(req, res, ctx) {
      const query = parseOrFail(ZDailyReportQuery, req.query);
      await sendCountedAnswer(res, ctx, 'reports-daily', query.restaurantId, query.date, () =>
        dailyReport(ctx.em, query.restaurantId, query.date),
      );
    },
  }),
  defineRoute({
    method: 'get',
    path: '/reports/weekly',
    access,
    async handler(req, res, ctx) {
      const query = parseOrFail(ZWeeklyReportQuery, req.query);
      const date = query.date ?? zagrebDateKey(ctx.deps.clock.now());
      await sendCountedAnswer(res, ctx, 'reports-weekly', query.restaurantId, date, () =>
        weeklyReport(ctx.em, query.restaurantId, date),
      );
    },
  }),
  defineRoute({
    method: 'get',
    path: '/reports/reservations',
    access,
    async handler(req, _res, ctx): Promise<TReportReservations> {
      const { reservations } = await reportReservations(
        ctx.em,
        parseOrFail(ZReportReservationsQuery, req.query),
      );
      return { reservations: reservations.map(({ endDate: _end, ...reservation }) => reservation) };
    },
  }),
  // A day's or a week's rows of one restaurant: read whole before the first byte, so a failure is an error
  // answer rather than a cut-off file.
  defineRoute({
    method: 'get',
    path: '/reports/export',
    access,
    async handler(req, res, ctx) {
      const query = parseOrFail(ZReportReservationsQuery, req.query);
      const lang = csvLanguage(req.headers['accept-language']);
      const report = await reportReservations(ctx.em, query);
      const lines = [
        CSV_BOM,
        reportCsvNote(report, query, lang),
        reportCsvHeader(lang),
        ...report.reservations.map((r) => reportCsvRow(r, lang)),
      ];
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="${reportCsvFilename(query.restaurantId, report.period)}"`,
      );
      res.setHeader('Content-Language', lang);
      res.vary('Accept-Language');
      res.end(lines.join(''));
    },
  }),
];
