import { ANALYTICS_DEFINITIONS, ANALYTICS_TIME_ZONE, type TReservationCsvColumn } from '@stol/contracts';
import { zagrebTimeOfDay, zagrebWallTime } from '../../time/zagreb';
import { csvDay, csvRow } from '../reservations/csv';
import { CSV_TEXT, type TCsvLanguage } from '../reservations/csv-language';
import type { ReportPeriod } from './report-period';
import type { ReportReservation, ReportReservations } from './reports.service';

/** The report CSV's columns: the reservations export's (bar the restaurant, named once above) plus two flags. */
const REPORT_CSV_COLUMNS = [
  'id',
  'day',
  'start',
  'end',
  'tables',
  'name',
  'phone',
  'email',
  'guests',
  'status',
  'walkIn',
  'noShow',
] as const satisfies readonly (TReservationCsvColumn | 'walkIn' | 'noShow')[];

/** What the report CSV says beyond the reservations export's words (csv-language.ts). */
const REPORT_CSV_TEXT: Record<
  TCsvLanguage,
  {
    headers: { walkIn: string; noShow: string };
    yes: string;
    no: string;
    day: string;
    week: string;
    timeZone: string;
    only: { noShows: string; largeParties: string };
  }
> = {
  en: {
    headers: { walkIn: 'Walk-in', noShow: 'No-show' },
    yes: 'yes',
    no: 'no',
    day: 'Day',
    week: 'Week',
    timeZone: 'Time zone',
    only: { noShows: 'Only no-shows.', largeParties: 'Only large parties.' },
  },
  hr: {
    headers: { walkIn: 'Bez rezervacije', noShow: 'Nedolazak' },
    yes: 'da',
    no: 'ne',
    day: 'Dan',
    week: 'Tjedan',
    timeZone: 'Vremenska zona',
    only: { noShows: 'Samo nedolasci.', largeParties: 'Samo velike grupe.' },
  },
};

/** The definitions the CSV's figures follow (analytics-definitions.ts), in the order the screens list them. */
const REPORT_DEFINITION_KEYS = [
  'day',
  'reportCounts',
  'noShows',
  'largeParties',
  'covers',
  'walkIns',
] as const;

const dayOfKey = (dateKey: string) => csvDay(zagrebWallTime(dateKey, '12:00'));

const periodText = (period: ReportPeriod, lang: TCsvLanguage) =>
  period.scope === 'day'
    ? `${REPORT_CSV_TEXT[lang].day} ${dayOfKey(period.first)}`
    : `${REPORT_CSV_TEXT[lang].week} ${dayOfKey(period.first)}–${dayOfKey(period.last)}`;

/**
 * The first line: a comment naming the restaurant, the period, the time zone, the narrowing (when any) and
 * what the figures mean, so the file explains itself wherever it travels. One cell, formula-safe like any other.
 */
export function reportCsvNote(
  report: Pick<ReportReservations, 'restaurant' | 'period'>,
  filters: { noShowsOnly: boolean; largeParties: boolean },
  lang: TCsvLanguage,
): string {
  const text = REPORT_CSV_TEXT[lang];
  const parts = [
    `# ${CSV_TEXT[lang].headers.restaurant}: ${report.restaurant}.`,
    `${periodText(report.period, lang)}.`,
    `${text.timeZone}: ${ANALYTICS_TIME_ZONE}.`,
    ...(filters.noShowsOnly ? [text.only.noShows] : []),
    ...(filters.largeParties ? [text.only.largeParties] : []),
    ...REPORT_DEFINITION_KEYS.map((key) => ANALYTICS_DEFINITIONS[lang][key]),
  ];
  return csvRow([parts.join(' ')]);
}

export const reportCsvHeader = (lang: TCsvLanguage) =>
  csvRow(
    REPORT_CSV_COLUMNS.map((column) =>
      column === 'walkIn' || column === 'noShow'
        ? REPORT_CSV_TEXT[lang].headers[column]
        : CSV_TEXT[lang].headers[column],
    ),
  );

/** A reservation as a CSV line, in the order of REPORT_CSV_COLUMNS, on the Zagreb wall clock. */
export function reportCsvRow(r: ReportReservation, lang: TCsvLanguage): string {
  const yesNo = (flag: boolean) => (flag ? REPORT_CSV_TEXT[lang].yes : REPORT_CSV_TEXT[lang].no);
  return csvRow([
    r.id,
    csvDay(new Date(r.date)),
    zagrebTimeOfDay(new Date(r.date)),
    zagrebTimeOfDay(new Date(r.endDate)),
    r.tableNumbers.join(' + '),
    r.name,
    r.phone,
    r.email,
    r.guests,
    CSV_TEXT[lang].status[r.status],
    yesNo(r.isWalkIn),
    yesNo(r.isNoShow),
  ]);
}

/** stol-report-<restaurant id>-<day, or the week's Monday>.csv */
export const reportCsvFilename = (restaurantId: number, period: ReportPeriod) =>
  `stol-report-${restaurantId}-${period.first}.csv`;
