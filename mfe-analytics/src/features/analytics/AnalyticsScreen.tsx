import { Stack, Text } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { useListRestaurantOptionsQuery } from '@stol/platform/restaurant-options';
import { ErrorState, LoadingState } from '@stol/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';
import { AnalyticsTabs, panelId, tabId } from './AnalyticsTabs';
import { useAnalyticsView } from './analytics-url';
import { RestaurantSelect } from './RestaurantSelect';
import { TabPanel } from './TabPanel';

/** The restaurant selector, the five tabs and the chosen tab's panel; every choice is kept in the URL. */
export function AnalyticsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const restaurants = useListRestaurantOptionsQuery();
  const [view, setView] = useAnalyticsView();
  const options = restaurants.data;

  // One restaurant: nothing to choose, so it is chosen (a placeholder would only cost a click).
  const onlyId = options?.length === 1 ? (options[0]?.id ?? null) : null;
  useEffect(() => {
    if (onlyId !== null && view.restaurantId === null) setView({ restaurantId: onlyId });
  }, [onlyId, view.restaurantId, setView]);

  if (!options) {
    return restaurants.isError ? (
      <ErrorState
        message={errorMessage(restaurants.error, t('analytics.errors.restaurants'))}
        onRetry={() => void restaurants.refetch()}
        retryLabel={t('analytics.retry')}
      />
    ) : (
      <LoadingState label={t('analytics.loading')} />
    );
  }
  if (options.length === 0) return <Text>{t('analytics.noRestaurants')}</Text>;

  // A restaurant id in the URL that is not the caller's is treated as not chosen (the API would refuse it).
  const restaurant = options.find((option) => option.id === view.restaurantId) ?? null;
  return (
    <Stack gap="md">
      <RestaurantSelect
        options={options}
        value={restaurant?.id ?? null}
        onChange={(restaurantId) => setView({ restaurantId })}
      />
      {restaurant === null ? (
        <Text c="dimmed">{t('analytics.pickRestaurant')}</Text>
      ) : (
        <>
          <AnalyticsTabs value={view.tab} onChange={(tab) => setView({ tab })} />
          <Stack
            role="tabpanel"
            id={panelId(view.tab)}
            aria-labelledby={tabId(view.tab)}
            tabIndex={0}
            gap="md"
          >
            <TabPanel
              tab={view.tab}
              restaurant={restaurant}
              period={view.period}
              onPeriodChange={(period) => setView({ period })}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
