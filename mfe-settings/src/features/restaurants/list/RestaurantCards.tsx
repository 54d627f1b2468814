import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { RowActions } from './RowActions';
import { createdDate, hoursSummary, rulesSummary } from './row-text';
import { RulesLine } from './RulesLine';
import type { TRestaurantRowsProps } from './rows-props';

/** On phones each restaurant is a card, so the page never scrolls sideways. */
export function RestaurantCards({ restaurants, ...actions }: TRestaurantRowsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('restaurants.title')}
    >
      {restaurants.map((restaurant) => (
        <Paper component="li" key={restaurant.id} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="baseline">
              <Title order={2} size="h5">
                {restaurant.name}
              </Title>
              <Text size="xs" c="dimmed">
                {t('restaurants.columns.id')} {restaurant.id}
              </Text>
            </Group>
            <Text size="sm">{restaurant.address ?? t('restaurants.noAddress')}</Text>
            <Text size="sm">
              {hoursSummary(t, restaurant)} · {t('restaurants.columns.created')} {createdDate(restaurant)}
            </Text>
            <RulesLine text={rulesSummary(t, restaurant)} />
            <RowActions restaurant={restaurant} {...actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
