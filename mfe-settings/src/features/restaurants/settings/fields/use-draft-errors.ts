import type { TRestaurant, TRestaurantPatch } from '@stol/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { validateDraft } from '../validate-draft';

/** The draft's field errors as translated text by dotted path: a section shows its own fields' errors. */
export function useDraftErrors(restaurant: TRestaurant, draft: TRestaurantPatch) {
  const { t } = useTranslation(NAMESPACE);
  const errors = useMemo(() => validateDraft(restaurant, draft), [restaurant, draft]);
  return (path: string): string | undefined => {
    const error = errors[path];
    return error ? t(`restaurants.settings.errors.${error.key}`, error.values ?? {}) : undefined;
  };
}
