import { NativeSelect } from '@mantine/core';
import type { TRestaurant } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** The restaurant selector (superadmin: all restaurants; manager: assigned ones). */
export function RestaurantSelect({
  restaurants,
  value,
  onChange,
}: {
  restaurants: readonly TRestaurant[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    // Native: the phone's own picker, and nothing to download.
    <NativeSelect
      label={t('restaurant.label')}
      data={restaurants.map((r) => ({ value: String(r.id), label: r.name }))}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
