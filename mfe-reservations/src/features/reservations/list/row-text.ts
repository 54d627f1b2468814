import type { TReservationListItem } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';

/** '19:00–20:30' on the Zagreb wall clock. */
export const timeRange = (r: Pick<TReservationListItem, 'date' | 'endDate'>) =>
  `${formatZagreb(r.date, 'HH:mm')}–${formatZagreb(r.endDate, 'HH:mm')}`;

/** '01.06.2099' on the Zagreb calendar. */
export const dayOf = (r: Pick<TReservationListItem, 'date'>) => formatZagreb(r.date, 'dd.MM.yyyy');

/** The main table, then attached ones: '4 + 5 + 6'. */
export const tableNumbers = (r: Pick<TReservationListItem, 'table' | 'tables'>) =>
  [r.table.number, ...r.tables.map((t) => t.number)].join(' + ');

/**
 * How a reservation is named to people (headings, labels, dialogs): guest and start, never an internal id.
 * `name` is the name as shown (an unnamed walk-in in the reader's language, see `useGuestName`).
 */
export const reservationLabel = (r: Pick<TReservationListItem, 'date'>, name: string) =>
  `${name}, ${formatZagreb(r.date, 'dd.MM. HH:mm')}`;
