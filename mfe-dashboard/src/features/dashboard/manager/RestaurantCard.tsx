import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { TRestaurantStats } from '@stol/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../../i18n/translations';

type TRestaurant = TRestaurantStats['restaurants'][number];

/** One assigned restaurant: its name, today's and this week's reservations, and a link to its day view. */
export function RestaurantCard({ restaurant }: { restaurant: TRestaurant }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={titleId}>
      <Title id={titleId} order={2} size="h4" mb="sm">
        {restaurant.name}
      </Title>
      <Group grow>
        <div>
          <Text size="sm" c="dimmed">
            {t('stats.today')}
          </Text>
          <Text fz={24} fw={700}>
            {restaurant.reservationsToday}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('stats.thisWeek')}
          </Text>
          <Text fz={24} fw={700}>
            {restaurant.reservationsThisWeek}
          </Text>
        </div>
      </Group>
      {/* Relative to the dashboard's index route: /admin/restaurant/{id} wherever the shell mounts it. */}
      <Button
        component={Link}
        to={`restaurant/${restaurant.id}`}
        variant="light"
        size="sm"
        mt="md"
        aria-label={t('restaurantDay.openName', { name: restaurant.name })}
      >
        {t('restaurantDay.open')}
      </Button>
    </Paper>
  );
}
