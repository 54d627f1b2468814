import { Alert } from '@mantine/core';
import type { TRestaurant } from '@stol/contracts';
import { actionErrorMessage } from '@stol/platform';
import { notifySuccess } from '@stol/ui';
import { TypedDeleteConfirm } from '@stol/ui/confirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteRestaurantMutation } from '../../../api/restaurants-api';
import { NAMESPACE } from '../../../i18n/translations';

/**
 * Deleting a restaurant, confirmed by typing Delete (guest spec §4). A refusal (409: upcoming reservations, with
 * the server's count) stays in the dialog so the user reads why. The one place that names the typed-delete
 * dialog: swapping it for @stol/ui/typed-delete at the merge is this file's import.
 */
export function DeleteRestaurantDialog({
  restaurant,
  onClose,
}: {
  restaurant: TRestaurant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [remove, removing] = useDeleteRestaurantMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const onConfirm = async () => {
    if (!restaurant) return;
    try {
      await remove(restaurant.id).unwrap();
      notifySuccess(t('restaurants.delete.deleted'));
      close();
    } catch (error) {
      setFailure(actionErrorMessage(error, t('restaurants.delete.failed')));
    }
  };
  return (
    <TypedDeleteConfirm
      opened={restaurant !== null}
      onClose={close}
      onConfirm={() => void onConfirm()}
      loading={removing.isLoading}
      centered
      labels={{
        title: t('restaurants.delete.title', { name: restaurant?.name ?? '' }),
        instruction: t('restaurants.delete.instruction'),
        input: t('restaurants.delete.input'),
        cancel: t('restaurants.delete.cancel'),
        confirm: t('restaurants.delete.confirm'),
        close: t('restaurants.delete.close'),
      }}
    >
      {failure ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {failure}
        </Alert>
      ) : null}
    </TypedDeleteConfirm>
  );
}
