import { minutesLate, reservationPhase, type TReservationListItem } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

const minutesBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / 60_000));

/**
 * Where a party stands against the clock, in words: a seated one 'until 20:30 · 25 min left' (or over its time),
 * a late one 'booked 19:00 · 12 min late', one still to come 'at 19:30 · in 40 min'.
 */
export function useTimeNote() {
  const { t } = useTranslation(NAMESPACE);
  return useCallback(
    (
      r: Pick<TReservationListItem, 'date' | 'endDate' | 'status' | 'checkedInAt' | 'noShowAt'>,
      now: number,
    ) => {
      const start = Date.parse(r.date);
      const end = Date.parse(r.endDate);
      const phase = reservationPhase(r, now);
      if (phase === 'seated')
        return now < end
          ? t('host.kiosk.time.left', { time: formatZagreb(end, 'HH:mm'), minutes: minutesBetween(now, end) })
          : t('host.kiosk.time.over', {
              time: formatZagreb(end, 'HH:mm'),
              minutes: minutesBetween(end, now),
            });
      if (phase === 'late')
        return t('host.kiosk.time.late', {
          time: formatZagreb(start, 'HH:mm'),
          minutes: minutesLate(r.date, now),
        });
      return t('host.kiosk.time.in', {
        time: formatZagreb(start, 'HH:mm'),
        minutes: minutesBetween(now, start),
      });
    },
    [t],
  );
}
