import type { TAnalyticsReservation, TDailyReport, TWeeklyReport } from '@stol/contracts';
import { API } from '@stol/platform/testing';
import { http, HttpResponse } from 'msw';

/** Test data and MSW handlers for the reports screen's component tests. */
export const DAY = '2026-11-25';

export const aDailyReport = (overrides: Partial<TDailyReport> = {}): TDailyReport => ({
  date: DAY,
  total: 12,
  noShows: 2,
  largeParties: 3,
  covers: 41,
  walkIns: 4,
  ...overrides,
});

export const aWeeklyReport = (): TWeeklyReport => {
  const days = ['23', '24', '25', '26', '27', '28', '29'].map((day, index) =>
    aDailyReport({ date: `2026-11-${day}`, total: index + 1 }),
  );
  return { start: '2026-11-23', end: '2026-11-29', total: 28, days };
};

export const aReportReservation = (
  overrides: Partial<TAnalyticsReservation> = {},
): TAnalyticsReservation => ({
  id: 1,
  date: '2026-11-25T18:30:00.000Z',
  name: 'Ana Horvat',
  phone: '+385911234567',
  email: 'ana@example.com',
  guests: 2,
  status: 'confirmed',
  isWalkIn: false,
  isNoShow: false,
  tableNumbers: [4],
  ...overrides,
});

export const RESTAURANTS = [
  { id: 1, name: 'Konoba Mate' },
  { id: 2, name: 'Bistro Lanterna' },
];

/** Every call the screen makes, answered with the given data and recorded (path + query). */
export function reportsApi({
  restaurants = RESTAURANTS,
  daily = aDailyReport(),
  weekly = aWeeklyReport(),
  reservations = [aReportReservation()],
}: {
  restaurants?: { id: number; name: string }[];
  daily?: TDailyReport;
  weekly?: TWeeklyReport;
  reservations?: TAnalyticsReservation[];
} = {}) {
  const calls: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
  };
  const handlers = [
    http.get(`${API}/admin/restaurants/assigned`, () => HttpResponse.json(restaurants)),
    http.get(`${API}/reports/daily`, ({ request }) => {
      record(request);
      return HttpResponse.json(daily);
    }),
    http.get(`${API}/reports/weekly`, ({ request }) => {
      record(request);
      return HttpResponse.json(weekly);
    }),
    http.get(`${API}/reports/reservations`, ({ request }) => {
      record(request);
      return HttpResponse.json({ reservations });
    }),
  ];
  return { handlers, calls };
}
