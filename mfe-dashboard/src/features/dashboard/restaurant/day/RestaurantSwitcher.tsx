import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHostRestaurantsQuery } from '../../../../api/host-api';
import { NAMESPACE } from '../../../../i18n/translations';

/**
 * Managers and the superadmin switch the day view between their restaurants (issue 22 §4); the address changes
 * with it (/admin/restaurant/{id}), so a link or a reload opens the same restaurant. Nothing to switch: nothing
 * shown.
 */
export function RestaurantSwitcher({
  value,
  onChange,
}: {
  value: number;
  onChange: (restaurantId: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const query = useHostRestaurantsQuery();
  const options = query.data ?? [];
  if (options.length < 2) return null;
  return (
    <NativeSelect
      label={t('dayView.restaurant')}
      size="sm"
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={options.map((r) => ({ value: String(r.id), label: r.name }))}
      style={{ minWidth: '14rem' }}
    />
  );
}
