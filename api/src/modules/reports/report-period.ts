import type { TReportScope } from '@stol/contracts';
import { addDaysToKey, mondayOfKey, zagrebDayRange, type TimeRange } from '../../time/zagreb';

/** The Zagreb days a report covers: one day, or the Monday–Sunday week holding it. */
export interface ReportPeriod {
  scope: TReportScope;
  /** First and last day, YYYY-MM-DD (Zagreb). */
  first: string;
  last: string;
  /** Zagreb midnight of the first day to Zagreb midnight after the last (DST days are 23 or 25 hours). */
  range: TimeRange;
}

export function reportPeriod(scope: TReportScope, dateKey: string): ReportPeriod {
  const first = scope === 'week' ? mondayOfKey(dateKey) : dateKey;
  const last = scope === 'week' ? addDaysToKey(first, 6) : dateKey;
  return { scope, first, last, range: { start: zagrebDayRange(first).start, end: zagrebDayRange(last).end } };
}
