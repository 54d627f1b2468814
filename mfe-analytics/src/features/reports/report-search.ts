import type { TReportReservationsQueryInput } from '@stol/contracts';

/**
 * The report the screen shows lives in the URL (`?date=2026-11-27&restaurantId=1&noShowsOnly=1`): Load writes it,
 * reload, back and a shared link show the same report. The API checks every value (a day that does not exist,
 * another tenant's restaurant): the screen shows its answer rather than guessing.
 */
export interface TReportChoice {
  /** YYYY-MM-DD (Zagreb). */
  date: string;
  restaurantId: number;
  noShowsOnly: boolean;
  largeParties: boolean;
}

const FLAG_ON = '1';

/** The applied report from the URL, or null until Load has written one. */
export function reportFromSearch(search: URLSearchParams): TReportChoice | null {
  const date = search.get('date');
  const restaurantId = search.get('restaurantId');
  if (!date || !restaurantId) return null;
  return {
    date,
    // Not checked here: a bad id goes to the API as it is (NaN included), whose 400 the screen then shows.
    restaurantId: Number(restaurantId),
    noShowsOnly: search.get('noShowsOnly') === FLAG_ON,
    largeParties: search.get('largeParties') === FLAG_ON,
  };
}

/** The URL's search for a report (flags only when on, so the plain report has the short link). */
export function reportToSearch(choice: TReportChoice): URLSearchParams {
  const search = new URLSearchParams({ date: choice.date, restaurantId: String(choice.restaurantId) });
  if (choice.noShowsOnly) search.set('noShowsOnly', FLAG_ON);
  if (choice.largeParties) search.set('largeParties', FLAG_ON);
  return search;
}

/** The query of GET /reports/reservations and /reports/export for a report: the day's rows. */
export function reportReservationsQuery(choice: TReportChoice): TReportReservationsQueryInput {
  return {
    date: choice.date,
    restaurantId: choice.restaurantId,
    scope: 'day',
    noShowsOnly: choice.noShowsOnly,
    largeParties: choice.largeParties,
  };
}
