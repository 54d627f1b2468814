import { registerTranslations } from '@stol/platform';

/** The namespace of the 'New reservation' dialog's texts (translations.ts, loaded with the dialog). */
export const NEW_RESERVATION_NAMESPACE = 'newReservation';

/** What a page shows before the dialog's code is in: the button and the dialog's title while it loads. */
export const newReservationButtonTexts = {
  en: { open: 'New reservation', title: 'New reservation', close: 'Close', loading: 'Loading the booking form…' },
  hr: { open: 'Nova rezervacija', title: 'Nova rezervacija', close: 'Zatvori', loading: 'Učitavanje obrasca…' },
};

registerTranslations(NEW_RESERVATION_NAMESPACE, newReservationButtonTexts);
