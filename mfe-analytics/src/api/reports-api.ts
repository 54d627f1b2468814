import {
  ZDailyReport,
  ZReportReservations,
  ZWeeklyReport,
  type TDailyReport,
  type TDailyReportQuery,
  type TReportReservations,
  type TReportReservationsQueryInput,
  type TWeeklyReport,
  type TWeeklyReportQuery,
} from '@stol/contracts';
import { api } from '@stol/platform';
import { csvTextResponse } from '@stol/platform/csv';
import { asQueryError } from '@stol/platform/schema-error';

/**
 * The reports routes (guest spec §2.14, issue 21 §3), added to the back office's one split API. Every answer is
 * checked against its contracts schema; a malformed one becomes an ordinary error (the screen's error state).
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reports/daily: one restaurant's Zagreb day. */
    dailyReport: build.query<TDailyReport, TDailyReportQuery>({
      query: (params) => ({ url: '/reports/daily', params }),
      responseSchema: ZDailyReport,
      catchSchemaFailure: asQueryError,
      providesTags: ['Reports'],
    }),
    /** GET /reports/weekly: the Monday–Sunday week holding `date`. */
    weeklyReport: build.query<TWeeklyReport, TWeeklyReportQuery>({
      query: (params) => ({ url: '/reports/weekly', params }),
      responseSchema: ZWeeklyReport,
      catchSchemaFailure: asQueryError,
      providesTags: ['Reports'],
    }),
    /** GET /reports/reservations: the reservations behind the report, narrowed by the checkboxes. */
    reportReservations: build.query<TReportReservations, TReportReservationsQueryInput>({
      query: (params) => ({ url: '/reports/reservations', params }),
      responseSchema: ZReportReservations,
      catchSchemaFailure: asQueryError,
      providesTags: ['Reports'],
    }),
    /**
     * GET /reports/export: the same reservations as CSV text (headers in the UI's language, sent explicitly;
     * Zagreb times; a first line saying what the figures mean). A mutation: each click fetches a fresh file.
     */
    exportReportCsv: build.mutation<string, { query: TReportReservationsQueryInput; language: string }>({
      query: ({ query, language }) => ({
        url: '/reports/export',
        params: query,
        headers: { 'Accept-Language': language },
        responseHandler: csvTextResponse,
      }),
    }),
  }),
});

export const {
  useDailyReportQuery,
  useWeeklyReportQuery,
  useReportReservationsQuery,
  useExportReportCsvMutation,
} = reportsApi;
