import type { TReservationCsvColumn, TReservationStatus } from '@stol/contracts';

/** Languages of the back office (staff spec §1). */
export type TCsvLanguage = 'hr' | 'en';

/**
 * The CSV's language from an Accept-Language header: the first of hr/en by the header's q-values, else hr (the
 * back office's default language, staff spec §1). The client sends its UI language explicitly.
 */
export function csvLanguage(acceptLanguage: string | undefined): TCsvLanguage {
  if (!acceptLanguage) return 'hr';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'hr' || primary === 'en') return primary;
  }
  return 'hr';
}

/** Header row and status words of the reservations CSV, per language (the UI's own terms). */
export const CSV_TEXT: Record<
  TCsvLanguage,
  { headers: Record<TReservationCsvColumn, string>; status: Record<TReservationStatus, string> }
> = {
  en: {
    headers: {
      id: 'Reservation',
      restaurant: 'Restaurant',
      day: 'Date',
      start: 'Start',
      end: 'End',
      tables: 'Tables',
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      guests: 'Guests',
      status: 'Status',
    },
    status: { confirmed: 'Confirmed', cleared: 'Cleared', no_show: 'No-show', cancelled: 'Cancelled' },
  },
  hr: {
    headers: {
      id: 'Rezervacija',
      restaurant: 'Restoran',
      day: 'Datum',
      start: 'Početak',
      end: 'Kraj',
      tables: 'Stolovi',
      name: 'Ime',
      phone: 'Telefon',
      email: 'E-pošta',
      guests: 'Gosti',
      status: 'Status',
    },
    status: { confirmed: 'Potvrđena', cleared: 'Oslobođena', no_show: 'Nedolazak', cancelled: 'Otkazana' },
  },
};
