import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { useGuestLine } from './guest-line';
import { useGuestName } from './use-guest-name';

/**
 * What a day's rows write, asked for once by their list and handed to each row: a useTranslation per row, badge
 * and action group (four or five a card) subscribed each to i18next and was a good part of a day's drawing on the
 * tablet (issue 22 §7). The same object until the language changes, so the memoised rows are not redrawn.
 */
export function useRowTexts() {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const guestLine = useGuestLine();
  return useMemo(() => ({ t, guestName, guestLine }), [t, guestName, guestLine]);
}

export type TRowTexts = ReturnType<typeof useRowTexts>;
