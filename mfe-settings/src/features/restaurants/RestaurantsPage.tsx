import { Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TRestaurant } from '@stol/contracts';
import { errorMessage, useCurrentUser } from '@stol/platform';
import { EmptyState, ErrorState } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSettingsRestaurantsQuery } from '../../api/restaurants-api';
import { NAMESPACE } from '../../i18n/translations';
import { CreateRestaurantForm } from './create/CreateRestaurantForm';
import { DeleteRestaurantDialog } from './delete/DeleteRestaurantDialog';
import { RestaurantCards } from './list/RestaurantCards';
import { RestaurantsTable } from './list/RestaurantsTable';
import { canCreateRestaurants, canDeleteRestaurants, canEditRestaurants } from './permissions';
import { PHONE_QUERY } from './phone-query';
import { RestaurantSettingsDialog } from './settings/RestaurantSettingsDialog';

/**
 * /restaurants (guest spec §2.12, issue 20 §3): the create form for a superadmin, the restaurants the user may see
 * (GET /restaurants is scoped by the API), their settings dialog, promotion status and delete. A restaurant admin
 * reaching it sees their own restaurant read-only.
 */
export function RestaurantsPage() {
  const { t } = useTranslation(NAMESPACE);
  const role = useCurrentUser()?.role ?? 'staff';
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const list = useListSettingsRestaurantsQuery();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TRestaurant | null>(null);
  const restaurants = list.data ?? [];
  // The dialog follows the list, so a save elsewhere (or a refetch) shows in it.
  const editing = restaurants.find((restaurant) => restaurant.id === editingId) ?? null;
  const Rows = phone ? RestaurantCards : RestaurantsTable;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('restaurants.title')}
      </Title>
      {canCreateRestaurants(role) ? <CreateRestaurantForm /> : null}
      {list.isLoading ? (
        <Stack gap="xs" role="status" aria-busy="true">
          <VisuallyHidden>{t('restaurants.loading')}</VisuallyHidden>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={phone ? 120 : 40} radius="sm" />
          ))}
        </Stack>
      ) : null}
      {list.isError ? (
        <ErrorState
          message={errorMessage(list.error, t('restaurants.loadFailed'))}
          onRetry={() => void list.refetch()}
          retryLabel={t('restaurants.retry')}
        />
      ) : null}
      {list.isSuccess && restaurants.length === 0 ? <EmptyState message={t('restaurants.empty')} /> : null}
      {restaurants.length > 0 ? (
        <Rows
          restaurants={restaurants}
          canEdit={canEditRestaurants(role)}
          canDelete={canDeleteRestaurants(role)}
          onEdit={(restaurant) => setEditingId(restaurant.id)}
          onDelete={setDeleting}
        />
      ) : null}
      <RestaurantSettingsDialog restaurant={editing} onClose={() => setEditingId(null)} />
      <DeleteRestaurantDialog restaurant={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
