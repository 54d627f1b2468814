import { NativeSelect } from '@mantine/core';
import type { TRestaurantOption } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/** Guest spec §2.15: a placeholder option, then one option per restaurant (value = id, label = name). */
export function RestaurantSelect({
  options,
  value,
  onChange,
}: {
  options: readonly TRestaurantOption[];
  value: number | null;
  onChange: (restaurantId: number | null) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <NativeSelect
      label={t('analytics.restaurant')}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const id = Number(event.currentTarget.value);
        onChange(id > 0 ? id : null);
      }}
      data={[
        { value: '', label: t('analytics.restaurantPlaceholder') },
        ...options.map((option) => ({ value: String(option.id), label: option.name })),
      ]}
      w={{ base: '100%', xs: 320 }}
    />
  );
}
