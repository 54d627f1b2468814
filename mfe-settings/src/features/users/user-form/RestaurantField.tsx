import { Anchor, Checkbox, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import type { TRestaurantOptions } from './use-restaurant-options';
import type { TUserFormErrors, TUserFormValues } from './user-form-values';

interface RestaurantFieldProps {
  values: TUserFormValues;
  onChange: (next: TUserFormValues) => void;
  restaurants: TRestaurantOptions;
  errors?: TUserFormErrors;
  /** Marked as required (the add form, or an edit that changes the role). */
  required: boolean;
}

/**
 * The role's restaurants: one restaurant for a restaurant admin, several for a restaurant manager (guest spec §3
 * Admin user). While the restaurants load, or when there are none, the field says so instead of an empty list.
 */
export function RestaurantField({
  values,
  onChange,
  restaurants,
  errors = {},
  required,
}: RestaurantFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const data = restaurants.options.map((restaurant) => ({
    value: String(restaurant.id),
    label: restaurant.name,
  }));
  const unavailable = restaurants.loading || restaurants.failed || data.length === 0;
  const description = restaurants.loading ? (
    t('users.fields.restaurantsLoading')
  ) : restaurants.failed ? (
    <>
      {t('users.restaurantsFailed')}{' '}
      <Anchor component="button" type="button" size="xs" onClick={restaurants.retry}>
        {t('users.retry')}
      </Anchor>
    </>
  ) : data.length === 0 ? (
    t('users.fields.noRestaurants')
  ) : undefined;

  if (values.role === 'restaurantadmin')
    return (
      <NativeSelect
        label={t('users.fields.restaurant')}
        description={description}
        // Nothing chosen yet: the first line asks for a choice and cannot be chosen itself.
        data={[{ value: '', label: t('users.fields.restaurantPlaceholder'), disabled: true }, ...data]}
        value={values.restaurantId ?? ''}
        disabled={unavailable}
        withAsterisk={required}
        error={errors.restaurantId ? t(`users.validation.${errors.restaurantId}`) : undefined}
        onChange={(event) => onChange({ ...values, restaurantId: event.currentTarget.value || null })}
      />
    );
  return (
    // A list of checkboxes, not Mantine's MultiSelect: the shared @mantine/core copy keeps every component any
    // app imports and every cold page (/login too) downloads it; Checkbox is in it already.
    <Checkbox.Group
      label={t('users.fields.restaurants')}
      description={description}
      value={values.restaurantIds}
      withAsterisk={required}
      error={errors.restaurantIds ? t(`users.validation.${errors.restaurantIds}`) : undefined}
      onChange={(restaurantIds) => onChange({ ...values, restaurantIds })}
    >
      <Stack gap={6} mt={6} mah={280} style={{ overflowY: 'auto' }}>
        {data.map((restaurant) => (
          <Checkbox
            key={restaurant.value}
            value={restaurant.value}
            label={restaurant.label}
            disabled={unavailable}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
