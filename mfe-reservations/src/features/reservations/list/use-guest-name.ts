import { guestDisplayName } from '@stol/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** The guest's name as the list shows it: an unnamed walk-in in the reader's language. */
export function useGuestName() {
  const { t } = useTranslation(NAMESPACE);
  const walkIn = t('walkIn');
  return useCallback((r: { name: string; isWalkIn?: boolean }) => guestDisplayName(r, walkIn), [walkIn]);
}
