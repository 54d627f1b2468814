import { addDaysToKey } from '../src/time/zagreb';
import type { LoadFigures, LoadTarget } from './load';
import { loadRow, TARGETS, type ScenarioRow } from './report';

/*
 * Issue 21 §6: the daily report and each analytics answer for the busy restaurant (two years of bookings),
 * period `all`, at 10 connections. The "-cold" rows ask an API started with ANALYTICS_CACHE=off, so every
 * request is computed in PostgreSQL: what the first look after a change (or a new minute) costs.
 */

/** The analytics answers, by scenario id: the route and what it is. */
export const ANALYTICS_ROUTES = {
  heatmap: { path: '/analytics/heatmap', name: 'floor-plan heatmap', period: true },
  'returning-guests': { path: '/analytics/returning-guests', name: 'returning guests', period: false },
  'no-shows': { path: '/analytics/no-shows', name: 'no-show stats', period: true },
  'walk-ins': { path: '/analytics/walk-ins', name: 'walk-in stats', period: true },
  'turn-times': { path: '/analytics/turn-times', name: 'turn times', period: true },
} as const;

export const INSIGHT_SCENARIO_IDS = [
  'report-daily',
  'report-daily-days',
  ...Object.keys(ANALYTICS_ROUTES).flatMap((id) => [id, `${id}-cold`]),
];

export const analyticsPath = (id: keyof typeof ANALYTICS_ROUTES, restaurantId: number): string => {
  const route = ANALYTICS_ROUTES[id];
  return `${route.path}?restaurantId=${restaurantId}${route.period ? '&period=all' : ''}`;
};

interface Context {
  apiUrl: string;
  /** The API with the analytics answer cache off (ANALYTICS_CACHE=off). */
  coldApiUrl: string;
  restaurantId: number;
  today: string;
  /** The restaurant admin's bearer header (reports) and the premium manager's (analytics). */
  adminAuth: Record<string, string>;
  managerAuth: Record<string, string>;
  ceiling: LoadFigures;
  run: (id: string, what: string, target: LoadTarget) => Promise<LoadFigures>;
}

export function insightScenarios(c: Context): { id: string; row: () => Promise<ScenarioRow> }[] {
  const yesterday = addDaysToKey(c.today, -1);
  const daily = `/reports/daily?date=${yesterday}&restaurantId=${c.restaurantId}`;
  // The past year's days: each request reads another day's rows (the report has no cache of its own).
  const pastDays = Array.from(
    { length: 365 },
    (_, i) => `/reports/daily?date=${addDaysToKey(c.today, -1 - i)}&restaurantId=${c.restaurantId}`,
  );
  const scenarios = [
    {
      id: 'report-daily',
      row: async () => {
        const f = await c.run('report-daily', 'daily report, yesterday', {
          url: `${c.apiUrl}${daily}`,
          headers: c.adminAuth,
        });
        return loadRow('report-daily', 'daily report (yesterday)', `GET ${daily}`, f, c.ceiling, {
          maxP99Ms: TARGETS.dailyReportMaxP99Ms,
        });
      },
    },
    {
      id: 'report-daily-days',
      row: async () => {
        const f = await c.run('report-daily-days', 'daily report over the past 365 days', {
          url: `${c.apiUrl}${daily}`,
          headers: c.adminAuth,
          rotatePaths: pastDays,
        });
        return loadRow(
          'report-daily-days',
          'daily report, 365 days',
          'GET /reports/daily (rotating)',
          f,
          c.ceiling,
          {
            maxP99Ms: TARGETS.dailyReportMaxP99Ms,
          },
        );
      },
    },
  ];
  for (const id of Object.keys(ANALYTICS_ROUTES) as (keyof typeof ANALYTICS_ROUTES)[]) {
    const path = analyticsPath(id, c.restaurantId);
    const { name } = ANALYTICS_ROUTES[id];
    scenarios.push(
      {
        id,
        row: async () => {
          const f = await c.run(id, `${name}, period all`, {
            url: `${c.apiUrl}${path}`,
            headers: c.managerAuth,
          });
          return loadRow(id, `${name} (cached)`, `GET ${path}`, f, c.ceiling, {
            maxP99Ms: TARGETS.analyticsMaxP99Ms,
          });
        },
      },
      {
        id: `${id}-cold`,
        row: async () => {
          const f = await c.run(`${id}-cold`, `${name}, period all, every answer computed`, {
            url: `${c.coldApiUrl}${path}`,
            headers: c.managerAuth,
          });
          return loadRow(
            `${id}-cold`,
            `${name} (computed)`,
            `GET ${path} (ANALYTICS_CACHE=off)`,
            f,
            c.ceiling,
            {
              note: 'every answer computed',
              maxP99Ms: TARGETS.analyticsMaxP99Ms,
            },
          );
        },
      },
    );
  }
  return scenarios;
}
