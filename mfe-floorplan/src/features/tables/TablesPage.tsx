import { Stack, Text, Title } from '@mantine/core';
import { errorMessage, useCurrentUser } from '@stol/platform';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { useListFloorRestaurantsQuery } from '../../api/restaurants-api';
import { NAMESPACE } from '../../i18n/translations';
import { floorPermissions } from './permissions';
import { RestaurantSelect } from './restaurant/RestaurantSelect';
import { useSelectedRestaurant } from './restaurant/use-selected-restaurant';
import { TablesEditor } from './TablesEditor';

/** /radmin: tables management (staff spec §2 "Tables management"; issue 9 §3). */
export function TablesPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const permissions = floorPermissions(user?.role);
  const restaurants = useListFloorRestaurantsQuery();
  const { selected, select } = useSelectedRestaurant(restaurants.data, user);
  const list = restaurants.data ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {restaurants.isLoading ? <LoadingState label={t('loading')} /> : null}
      {restaurants.isError ? (
        <ErrorState
          message={errorMessage(restaurants.error, t('errors.load'))}
          onRetry={() => void restaurants.refetch()}
          retryLabel={t('retry')}
        />
      ) : null}
      {restaurants.data && !selected ? <EmptyState message={t('noRestaurants')} /> : null}
      {selected ? (
        <TablesEditor
          // A fresh editor per restaurant: selection, overlay and history belong to one floor plan.
          key={selected.id}
          restaurant={selected}
          restaurants={list}
          permissions={permissions}
          restaurantControl={
            permissions.selectRestaurant && list.length > 1 ? (
              <RestaurantSelect restaurants={list} value={selected.id} onChange={select} />
            ) : (
              <Text fw={500}>{selected.name}</Text>
            )
          }
        />
      ) : null}
    </Stack>
  );
}
