import * as z from './z';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, MAX_ANALYTICS_PAGE } from './analytics-definitions';
import { emptyToUndefined, fieldName, ZDayKey, ZId, zWholeNumber } from './primitives';
import { ZReservationStatus } from './reservation';

/**
 * Reports (guest spec §2.14, §7.2) and analytics (§2.15) over HTTP (issue 21 §3). Every figure is computed in
 * PostgreSQL by the Europe/Zagreb day; what each one means is in analytics-definitions.ts.
 */

/** A query flag: `true`/`1` on, `false`/`0`/absent off (checkboxes in a URL). */
const zQueryFlag = () =>
  z.preprocess(
    (value) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    z.boolean({ error: (iss) => `${fieldName(iss.path)} must be true or false` }).default(false),
  );

// ---------------------------------------------------------------- reports

/** GET /reports/daily?date&restaurantId */
export const ZDailyReportQuery = z.object({ date: ZDayKey, restaurantId: ZId });
export type TDailyReportQuery = z.infer<typeof ZDailyReportQuery>;

/** One Zagreb day of one restaurant: its reservations except cancelled ones (walk-ins included). */
export const ZDailyReport = z.object({
  /** YYYY-MM-DD (Zagreb). */
  date: z.string(),
  total: z.number().int().min(0),
  noShows: z.number().int().min(0),
  largeParties: z.number().int().min(0),
  /** Guests of the counted reservations. */
  covers: z.number().int().min(0),
  walkIns: z.number().int().min(0),
});
export type TDailyReport = z.infer<typeof ZDailyReport>;

/** GET /reports/weekly?restaurantId[&date]: the Monday–Sunday week holding `date` (default: today in Zagreb). */
export const ZWeeklyReportQuery = z.object({
  restaurantId: ZId,
  date: z.preprocess(emptyToUndefined, ZDayKey.optional()),
});
export type TWeeklyReportQuery = z.infer<typeof ZWeeklyReportQuery>;

export const ZWeeklyReport = z.object({
  /** Monday, YYYY-MM-DD. */
  start: z.string(),
  /** Sunday, YYYY-MM-DD. */
  end: z.string(),
  total: z.number().int().min(0),
  /** Seven days, Monday first, each a daily report (days without reservations count 0). */
  days: z.array(ZDailyReport),
});
export type TWeeklyReport = z.infer<typeof ZWeeklyReport>;

export const REPORT_SCOPES = ['day', 'week'] as const;
export type TReportScope = (typeof REPORT_SCOPES)[number];

/**
 * GET /reports/reservations and GET /reports/export: the reservations behind a report (cancelled left out, as in
 * the counts), narrowed by the screen's checkboxes. Both flags = no-shows that are large parties.
 */
export const ZReportReservationsQuery = z.object({
  date: ZDayKey,
  restaurantId: ZId,
  scope: z.preprocess(emptyToUndefined, z.enum(REPORT_SCOPES).default('day')),
  noShowsOnly: zQueryFlag(),
  largeParties: zQueryFlag(),
});
export type TReportReservationsQuery = z.infer<typeof ZReportReservationsQuery>;
export type TReportReservationsQueryInput = z.input<typeof ZReportReservationsQuery>;

/** A reservation as reports and analytics list it. */
export const ZAnalyticsReservation = z.object({
  id: z.number().int(),
  /** ISO 8601 start. */
  date: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  guests: z.number().int(),
  status: ZReservationStatus,
  isWalkIn: z.boolean(),
  isNoShow: z.boolean(),
  /** Main table first, then attached ones. */
  tableNumbers: z.array(z.number().int()),
});
export type TAnalyticsReservation = z.infer<typeof ZAnalyticsReservation>;

export const ZReportReservations = z.object({ reservations: z.array(ZAnalyticsReservation) });
export type TReportReservations = z.infer<typeof ZReportReservations>;

// ---------------------------------------------------------------- analytics

/** GET /analytics/{heatmap,no-shows,walk-ins,turn-times}?restaurantId&period (an unknown period → 400). */
export const ZAnalyticsQuery = z.object({
  restaurantId: ZId,
  period: z.preprocess(emptyToUndefined, z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD)),
});
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;
export type TAnalyticsQueryInput = z.input<typeof ZAnalyticsQuery>;
const ZPeriod = z.enum(ANALYTICS_PERIODS);

export const ZHeatmapTable = z.object({
  tableId: z.number().int(),
  number: z.number().int(),
  seats: z.number().int(),
  count: z.number().int().min(0),
  /** count / the busiest table's count (0 … 1; 0 when no table was used). */
  share: z.number().min(0).max(1),
  /** 0 … 4 (analytics-definitions heatmapBucket). */
  bucket: z.number().int().min(0).max(4),
});
export type THeatmapTable = z.infer<typeof ZHeatmapTable>;

export const ZHeatmap = z.object({
  period: ZPeriod,
  /** Every table of the restaurant (unused ones with count 0), by number. */
  tables: z.array(ZHeatmapTable),
  /** The busiest (up to 5) by count, then number. */
  top: z.array(ZHeatmapTable),
  summary: z.object({
    /** Main-set reservations that were not no-shows. */
    reservations: z.number().int().min(0),
    /** Table uses (a reservation on two tables counts for each). */
    tableUses: z.number().int().min(0),
    tablesUsed: z.number().int().min(0),
    totalTables: z.number().int().min(0),
  }),
});
export type THeatmap = z.infer<typeof ZHeatmap>;

/** GET /analytics/returning-guests?restaurantId[&page] */
export const ZReturningGuestsQuery = z.object({
  restaurantId: ZId,
  page: z.preprocess(emptyToUndefined, zWholeNumber(1, MAX_ANALYTICS_PAGE).default(1)),
});
export type TReturningGuestsQuery = z.infer<typeof ZReturningGuestsQuery>;

export const ZGuestIdentity = z.object({ name: z.string(), email: z.string().nullable() });
export type TGuestIdentity = z.infer<typeof ZGuestIdentity>;

export const ZReturningGuest = z.object({
  phone: z.string(),
  /** Name and email of the latest reservation. */
  name: z.string(),
  email: z.string().nullable(),
  visitCount: z.number().int().min(2),
  /** ISO 8601 starts. */
  firstVisit: z.string(),
  lastVisit: z.string(),
  /** Every distinct name/email pair used with this phone (guest spec §2.15 "linked identities"), latest first. */
  identities: z.array(ZGuestIdentity),
});
export type TReturningGuest = z.infer<typeof ZReturningGuest>;

export const ZReturningGuests = z.object({
  guests: z.array(ZReturningGuest),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Returning guests in all (every page). */
  total: z.number().int().min(0),
});
export type TReturningGuests = z.infer<typeof ZReturningGuests>;

export const ZNoShowStats = z.object({
  period: ZPeriod,
  /** Non-walk-in reservations not cancelled. */
  total: z.number().int().min(0),
  noShows: z.number().int().min(0),
  cancelled: z.number().int().min(0),
  noShowRate: z.number().min(0).max(100),
  cancellationRate: z.number().min(0).max(100),
  /** The most recent (ANALYTICS_LIST_LIMIT) of each, newest first. */
  noShowList: z.array(ZAnalyticsReservation),
  cancelledList: z.array(ZAnalyticsReservation),
});
export type TNoShowStats = z.infer<typeof ZNoShowStats>;

export const ZWalkInStats = z.object({
  period: ZPeriod,
  total: z.number().int().min(0),
  /** One decimal; 0 when none. */
  averagePartySize: z.number().min(0),
  /** 'HH:00' (Zagreb), or '-' when none. */
  peakHour: z.string(),
  /** Walk-ins per Zagreb start hour (0 … 23), only hours that had any. */
  byHour: z.array(z.object({ hour: z.number().int().min(0).max(23), count: z.number().int().min(1) })),
  /** The most recent (ANALYTICS_LIST_LIMIT), newest first. */
  walkIns: z.array(ZAnalyticsReservation),
});
export type TWalkInStats = z.infer<typeof ZWalkInStats>;

export const ZTurnTimeRow = z.object({
  guests: z.number().int().min(1),
  /** Stays measured (checked in and cleared). */
  stays: z.number().int().min(1),
  medianMinutes: z.number().min(0),
  p80Minutes: z.number().min(0),
});
export type TTurnTimeRow = z.infer<typeof ZTurnTimeRow>;

export const ZTurnTimes = z.object({
  period: ZPeriod,
  /** One row per party size that has measured stays, smallest first. */
  rows: z.array(ZTurnTimeRow),
});
export type TTurnTimes = z.infer<typeof ZTurnTimes>;
