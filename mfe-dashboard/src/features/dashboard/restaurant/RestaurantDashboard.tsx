import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATS_POLLING_MS, useGetStatsQuery } from '../../../api/stats-api';
import { NAMESPACE } from '../../../i18n/translations';
import { StatsQueryState } from '../shared/StatsQueryState';
import { TodayAndWeek } from '../shared/TodayAndWeek';
import { ZagrebClock } from './ZagrebClock';

/**
 * Restaurant admins and staff: the live Croatia clock and their restaurant's counts (the API scopes
 * /admin/stats to the user's restaurant). The day view (reservations, floor map, waitlist …) comes later.
 */
export function RestaurantDashboard() {
  const { t } = useTranslation(NAMESPACE);
  const stats = useGetStatsQuery(undefined, { pollingInterval: STATS_POLLING_MS });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('restaurant.title')}
      </Title>
      <ZagrebClock />
      <StatsQueryState query={stats}>{(data) => <TodayAndWeek stats={data} />}</StatsQueryState>
    </Stack>
  );
}
