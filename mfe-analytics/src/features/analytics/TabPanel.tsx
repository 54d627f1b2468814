import type { TAnalyticsPeriod, TRestaurantOption } from '@stol/contracts';
import type { TAnalyticsTab } from './analytics-url';
import { HeatmapTab } from './heatmap/HeatmapTab';
import { NoShowsTab } from './no-shows/NoShowsTab';
import { ReturningGuestsTab } from './returning/ReturningGuestsTab';
import { TurnTimesTab } from './turn-times/TurnTimesTab';
import { WalkInsTab } from './walk-ins/WalkInsTab';

export interface TTabProps {
  restaurant: TRestaurantOption;
  period: TAnalyticsPeriod;
  onPeriodChange: (period: TAnalyticsPeriod) => void;
}

/** The chosen view; only it is mounted, so only its query runs (and only its chunks load). */
export function TabPanel({ tab, ...props }: TTabProps & { tab: TAnalyticsTab }) {
  switch (tab) {
    case 'heatmap':
      return <HeatmapTab {...props} />;
    case 'returning-guests':
      // Keyed by restaurant: another restaurant's list starts on its first page.
      return <ReturningGuestsTab key={props.restaurant.id} restaurant={props.restaurant} />;
    case 'no-shows':
      return <NoShowsTab {...props} />;
    case 'walk-ins':
      return <WalkInsTab {...props} />;
    case 'turn-times':
      return <TurnTimesTab {...props} />;
  }
}
