import type { TReservationListItem } from '@stol/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** The notes as the one-line guest summary shows them: the start, cut at a word (the panel shows them whole). */
export const NOTES_PREVIEW_CHARS = 40;

export const shortNotes = (notes: string): string => {
  const flat = notes.replace(/\s+/g, ' ').trim();
  if (flat.length <= NOTES_PREVIEW_CHARS) return flat;
  const cut = flat.slice(0, NOTES_PREVIEW_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > NOTES_PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
};

type TGuestLineInput = Pick<TReservationListItem, 'guestHistory' | 'notes'>;

/**
 * Who the guest is, in one line (issue 22 §2): '4th visit · 1 no-show · nut allergy'. This visit's ordinal
 * (earlier honoured stays + 1), no-shows when there were any, then the notes (shortened unless `full`). Without a
 * history (an API that does not send it) only the notes; null when there is nothing to say.
 */
export function useGuestLine() {
  const { t } = useTranslation(NAMESPACE);
  return useCallback(
    (r: TGuestLineInput, { full = false }: { full?: boolean } = {}): string | null => {
      const parts: string[] = [];
      const history = r.guestHistory;
      if (history) {
        parts.push(
          history.visits === 0
            ? t('host.kiosk.guest.firstVisit')
            : t('host.kiosk.guest.visit', { count: history.visits + 1, ordinal: true }),
        );
        if (history.noShows > 0) parts.push(t('host.kiosk.guest.noShows', { count: history.noShows }));
      }
      const notes = r.notes?.trim();
      if (notes) parts.push(full ? notes : shortNotes(notes));
      return parts.length ? parts.join(' · ') : null;
    },
    [t],
  );
}
