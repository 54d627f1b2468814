import { Button, Group } from '@mantine/core';
import type { TRestaurant } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { PromotionControl } from './PromotionControl';
import type { TRestaurantRowsProps } from './rows-props';

/** Edit, the promotion status and Delete, as the user's role allows (issue 20 §3). */
export function RowActions({
  restaurant,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: Omit<TRestaurantRowsProps, 'restaurants'> & { restaurant: TRestaurant }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group gap="xs" wrap="wrap">
      {canEdit ? (
        <Button
          size="xs"
          variant="light"
          aria-label={t('restaurants.editLabel', { name: restaurant.name })}
          onClick={() => onEdit(restaurant)}
        >
          {t('restaurants.edit')}
        </Button>
      ) : null}
      <PromotionControl restaurant={restaurant} editable={canEdit} />
      {canDelete ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          // The subtle variant ignores the shade: red.9 text keeps 5.5:1 on white (the default red is 3.3:1).
          c="red.9"
          aria-label={t('restaurants.delete.buttonLabel', { name: restaurant.name })}
          onClick={() => onDelete(restaurant)}
        >
          {t('restaurants.delete.button')}
        </Button>
      ) : null}
    </Group>
  );
}
