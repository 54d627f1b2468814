import type { TReservationListItem } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';

/** 'HH:mm–HH:mm' in Zagreb time (the end includes any extension). */
export const stayText = (r: Pick<TReservationListItem, 'date' | 'endDate'>) =>
  `${formatZagreb(r.date, 'HH:mm')}–${formatZagreb(r.endDate, 'HH:mm')}`;

/** The main table then the attached ones: '4', '4 + 5 + 6'. */
export const tablesText = (r: Pick<TReservationListItem, 'table' | 'tables'>) =>
  [r.table.number, ...r.tables.map((t) => t.number)].join(' + ');

/** The status key under day.status: a confirmed reservation with a check-in shows as checked in. */
export const statusKey = (r: Pick<TReservationListItem, 'status' | 'checkedInAt' | 'noShowAt'>) =>
  r.status === 'confirmed' && r.noShowAt !== null
    ? 'no_show'
    : r.status === 'confirmed' && r.checkedInAt !== null
      ? 'checkedIn'
      : r.status;
