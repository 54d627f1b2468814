import { SimpleGrid, Stack, Title } from '@mantine/core';
import { EmptyState } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { STATS_POLLING_MS, useGetRestaurantStatsQuery } from '../../../api/stats-api';
import { NAMESPACE } from '../../../i18n/translations';
import { LinkButtons } from '../shared/LinkButtons';
import { StatsQueryState } from '../shared/StatsQueryState';
import { StatsSkeleton } from '../shared/StatsSkeleton';
import { TodayAndWeek } from '../shared/TodayAndWeek';
import { RestaurantCard } from './RestaurantCard';
import { sumStats } from './sum-stats';

/** Staff spec §2: totals across the assigned restaurants, one card per restaurant, quick links. */
export function ManagerDashboard() {
  const { t } = useTranslation(NAMESPACE);
  const stats = useGetRestaurantStatsQuery(undefined, { pollingInterval: STATS_POLLING_MS });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('manager.title')}
      </Title>
      <StatsQueryState query={stats} skeleton={<StatsSkeleton label={t('loading')} restaurants={3} />}>
        {({ restaurants }) =>
          restaurants.length === 0 ? (
            <EmptyState message={t('manager.empty')} />
          ) : (
            <Stack gap="lg">
              <section aria-label={t('manager.totals')}>
                <TodayAndWeek stats={sumStats(restaurants)} />
              </section>
              <section aria-label={t('manager.perRestaurant')}>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {restaurants.map((restaurant) => (
                    <RestaurantCard key={restaurant.id} restaurant={restaurant} />
                  ))}
                </SimpleGrid>
              </section>
            </Stack>
          )
        }
      </StatsQueryState>
      <LinkButtons
        title={t('manager.quickLinks')}
        links={[
          { to: '/reservations', label: t('links.reservations') },
          { to: '/radmin', label: t('links.tables') },
          { to: '/restaurants', label: t('links.restaurants') },
          { to: '/reports', label: t('links.reports') },
        ]}
      />
    </Stack>
  );
}
