import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { useCurrentUser } from '@stol/platform';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDayRestaurantQuery } from '../../../api/day-view-api';
import { NAMESPACE } from '../../../i18n/translations';
import { DayView } from './day/DayView';
import { RestaurantSwitcher } from './day/RestaurantSwitcher';
import { useTodaysReservations } from './day/use-day-data';
import { Bell } from './RestaurantDashboard';

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? error.status : undefined;

const restaurantIdParam = (raw: string | undefined) =>
  raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;

/**
 * /admin/restaurant/{id}[?date=] (issue 11 §2, issue 22 §4): the restaurant day view a manager opens from a
 * restaurant card (and the superadmin by URL), with a switcher between their restaurants: bell, clock, the day's
 * list, map and panels of that restaurant. The API decides access: a
 * restaurant not assigned to the caller answers 403, shown as a message instead of the day.
 */
export function RestaurantDayPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NAMESPACE);
  const restaurantId = restaurantIdParam(useParams().id);
  const back = (
    <Anchor component={Link} to={basePath} size="sm">
      {t('restaurantDay.back')}
    </Anchor>
  );
  if (restaurantId === null)
    return (
      <Stack gap="lg">
        {back}
        <Title order={1} size="h2">
          {t('restaurantDay.titleLoading')}
        </Title>
        <Alert color="red">{t('restaurantDay.invalid')}</Alert>
      </Stack>
    );
  return <RestaurantDay restaurantId={restaurantId} back={back} basePath={basePath} />;
}

function RestaurantDay({
  restaurantId,
  back,
  basePath,
}: {
  restaurantId: number;
  back: ReactNode;
  basePath: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { search } = useLocation();
  const day = useTodaysReservations(restaurantId);
  const restaurant = useDayRestaurantQuery(restaurantId);
  const forbidden = statusOf(day.query.error) === 403;
  const missing = statusOf(restaurant.error) === 404;
  const name = restaurant.data?.name;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {name ? t('restaurantDay.title', { name }) : t('restaurantDay.titleLoading')}
        </Title>
        {user && !forbidden && !missing && <Bell userId={user.id} restaurantId={restaurantId} />}
      </Group>
      {missing ? (
        <Alert color="red">{t('restaurantDay.invalid')}</Alert>
      ) : forbidden ? (
        <Alert color="red">{t('restaurantDay.forbidden')}</Alert>
      ) : (
        <DayView
          restaurantId={restaurantId}
          // Issue 22 §4: the same day at another of the caller's restaurants (the date stays in the address).
          switcher={
            <RestaurantSwitcher
              value={restaurantId}
              onChange={(id) => void navigate(`${basePath}/restaurant/${id}${search}`)}
            />
          }
        />
      )}
    </Stack>
  );
}
