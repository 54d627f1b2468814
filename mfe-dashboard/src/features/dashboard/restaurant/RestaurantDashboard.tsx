import { Group, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '@stol/platform';
import { NewReservationButton } from '@stol/ui/new-reservation';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { STATS_POLLING_MS, useGetStatsQuery } from '../../../api/stats-api';
import { NAMESPACE } from '../../../i18n/translations';
import { KioskLink } from '../../host/kiosk/KioskLink';
import { StatsQueryState } from '../shared/StatsQueryState';
import { TodayAndWeek } from '../shared/TodayAndWeek';
import { NotificationBell } from './bell/NotificationBell';
import { DayView } from './day/DayView';
import { useTodaysReservations } from './day/use-day-data';

/**
 * Restaurant admins and staff (issue 11 §2): the notification bell, their restaurant's counts (the API scopes
 * /admin/stats to the user's restaurant) and the day view, whose header carries the live Croatia clock.
 */
export function RestaurantDashboard() {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const stats = useGetStatsQuery(undefined, { pollingInterval: STATS_POLLING_MS });
  const restaurantId = user?.restaurantId ?? null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('restaurant.title')}
        </Title>
        <Group gap="sm">
          {restaurantId !== null && <NewReservationButton restaurantId={restaurantId} />}
          <KioskLink />
          {user && restaurantId !== null && <Bell userId={user.id} restaurantId={restaurantId} />}
        </Group>
      </Group>
      {restaurantId !== null ? (
        <DayView restaurantId={restaurantId} />
      ) : (
        <Text c="dimmed">{t('day.noRestaurant')}</Text>
      )}
      {/* The week's counts below the day: at the stand the list and the plan come first (issue 22 §4). */}
      <StatsQueryState query={stats} offlineBanner={restaurantId !== null}>
        {(data) => <TodayAndWeek stats={data} />}
      </StatsQueryState>
    </Stack>
  );
}

export function Bell({ userId, restaurantId }: { userId: number; restaurantId: number }) {
  const { query, now } = useTodaysReservations(restaurantId);
  // Deferred: the bell reads the whole day for its notices after the render that draws the day's rows, not in it
  // (issue 22 §7); a notice a frame later is not missed.
  const reservations = useDeferredValue(query.data);
  const noticesNow = useDeferredValue(now);
  return (
    <NotificationBell
      userId={userId}
      restaurantId={restaurantId}
      reservations={reservations}
      now={noticesNow}
    />
  );
}
