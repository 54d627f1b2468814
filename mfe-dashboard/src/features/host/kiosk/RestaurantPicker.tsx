import { NativeSelect } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { ErrorState, LoadingState } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { useHostRestaurantsQuery } from '../../../api/host-api';
import { NAMESPACE } from '../../../i18n/translations';

interface RestaurantPickerProps {
  value: number | null;
  onChange: (restaurantId: number | null) => void;
}

/** Superadmin and managers have no single restaurant: the kiosk asks which one (theirs, or all for superadmin). */
export function RestaurantPicker({ value, onChange }: RestaurantPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const query = useHostRestaurantsQuery();
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t('host.kiosk.loadRestaurants'))}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    );
  if (!query.data) return <LoadingState label={t('loading')} />;
  return (
    <NativeSelect
      label={t('host.kiosk.restaurant')}
      size="lg"
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
      data={[
        {
          value: '',
          label: query.data.length ? t('host.kiosk.chooseRestaurant') : t('host.kiosk.noRestaurants'),
        },
        ...query.data.map((r) => ({ value: String(r.id), label: r.name })),
      ]}
      style={{ minWidth: '16rem' }}
    />
  );
}
