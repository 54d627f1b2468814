import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type TAnalyticsPeriod } from '@stol/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The five views of /analytics (guest spec §2.15's four plus turn times), in tab order; the values are the URL's. */
export const ANALYTICS_TABS = ['heatmap', 'returning-guests', 'no-shows', 'walk-ins', 'turn-times'] as const;
export type TAnalyticsTab = (typeof ANALYTICS_TABS)[number];

const isTab = (value: string | null): value is TAnalyticsTab =>
  (ANALYTICS_TABS as readonly string[]).includes(value ?? '');
const isPeriod = (value: string | null): value is TAnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly string[]).includes(value ?? '');
const asRestaurantId = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};

export interface TAnalyticsView {
  tab: TAnalyticsTab;
  period: TAnalyticsPeriod;
  /** null until a restaurant is chosen. */
  restaurantId: number | null;
}

/**
 * The screen's choices live in the URL (?restaurant=&tab=&period=), so a reload, a shared link or Back keeps
 * them. Unknown values fall back to the defaults instead of failing: a hand-edited URL still opens the screen.
 */
export function useAnalyticsView(): [TAnalyticsView, (change: Partial<TAnalyticsView>) => void] {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const period = params.get('period');
  const view: TAnalyticsView = {
    tab: isTab(tab) ? tab : ANALYTICS_TABS[0],
    period: isPeriod(period) ? period : DEFAULT_ANALYTICS_PERIOD,
    restaurantId: asRestaurantId(params.get('restaurant')),
  };
  const update = useCallback(
    (change: Partial<TAnalyticsView>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.tab !== undefined) next.set('tab', change.tab);
          if (change.period !== undefined) next.set('period', change.period);
          if (change.restaurantId !== undefined) {
            if (change.restaurantId === null) next.delete('restaurant');
            else next.set('restaurant', String(change.restaurantId));
          }
          return next;
        },
        // Switching views is not a navigation worth a Back step each.
        { replace: true },
      ),
    [setParams],
  );
  return [view, update];
}
