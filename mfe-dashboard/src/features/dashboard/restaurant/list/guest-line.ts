import type { TReservationListItem } from '@stol/contracts';
import { pluralRulesFor } from '@stol/platform/intl';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';

/** How much of the notes the row shows; the info dialog has them whole. */
export const NOTES_SHOWN = 40;

/** The notes' first line, cut at a word near NOTES_SHOWN characters with an ellipsis. */
export function shortNotes(notes: string): string {
  const line = notes.trim().split('\n')[0]!.trim();
  if (line.length <= NOTES_SHOWN) return line === notes.trim() ? line : `${line}…`;
  const cut = line.slice(0, NOTES_SHOWN);
  const space = cut.lastIndexOf(' ');
  return `${(space > NOTES_SHOWN / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The row's guest line (issue 22 §2): '4th visit · 1 no-show · nut allergy' — the ordinal of this visit, the
 * guest's no-shows when there are any, the notes shortened. Empty when there is nothing to say; a walk-in without
 * a phone has no history to count.
 */
export function useGuestLine() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language === 'en' ? 'en' : 'hr';
  return useCallback(
    (r: Pick<TReservationListItem, 'guestHistory' | 'notes' | 'phone' | 'isWalkIn'>): string => {
      const parts: string[] = [];
      const history = r.guestHistory;
      if (history && !(r.isWalkIn && !r.phone)) {
        const n = history.visits + 1;
        const category = pluralRulesFor(language, { type: 'ordinal' }).select(n);
        const ordinal = t(`dayView.guest.ordinal.${category}`, {
          n,
          defaultValue: t('dayView.guest.ordinal.other', { n }),
        });
        parts.push(t('dayView.guest.visit', { ordinal }));
        if (history.noShows > 0) parts.push(t('dayView.guest.noShows', { count: history.noShows }));
      }
      if (r.notes) parts.push(shortNotes(r.notes));
      return parts.join(' · ');
    },
    [t, language],
  );
}
