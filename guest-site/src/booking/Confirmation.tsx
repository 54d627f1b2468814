import type { TBookingConfirmation } from '@stol/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getApiUrl } from '../api/client';
import { formatDateTime } from './zagreb-time';

export interface TConfirmed {
  kind: 'booked' | 'large';
  start: string;
  guests: number;
  tableNumber: number | null;
  /** POST /reserve's `confirmation` (issue 23 §3): reference, manage link, calendar event. A request has none. */
  confirmation?: TBookingConfirmation | null;
}

/**
 * The card after a booking (guest spec §2.3; issue 23 §3): table, 24-hour Zagreb date and time, guests, and what
 * the guest can act on: the booking reference, 'Change or cancel' (the manage link the email and SMS carry) and
 * 'Add to calendar' (the same event as the email's .ics, from the API by the guest's token).
 */
export function Confirmation({ confirmed }: { confirmed: TConfirmed }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const booking = confirmed.kind === 'booked' ? confirmed.confirmation : null;
  return (
    <div className="confirmation" role="status">
      <h3 ref={heading} tabIndex={-1}>
        {t(confirmed.kind === 'large' ? 'confirm.requestThanks' : 'confirm.title')}
      </h3>
      <p>{t(confirmed.kind === 'large' ? 'confirm.requestSent' : 'confirm.created')}</p>
      <dl>
        {booking && (
          <>
            <dt>{t('confirm.reference')}</dt>
            <dd className="confirmation-reference">{booking.reference}</dd>
          </>
        )}
        {confirmed.tableNumber !== null && (
          <>
            <dt>{t('confirm.table')}</dt>
            <dd>{confirmed.tableNumber}</dd>
          </>
        )}
        <dt>{t('confirm.when')}</dt>
        <dd>{formatDateTime(confirmed.start, i18n.language)}</dd>
        <dt>{t('confirm.guests')}</dt>
        <dd>{confirmed.guests}</dd>
      </dl>
      {booking && (
        <div className="actions">
          <a className="btn btn-primary" href={booking.manageUrl}>
            {t('confirm.manage')}
          </a>
          <a
            className="btn"
            href={`${getApiUrl()}${booking.calendarPath}`}
            download={`${booking.reference}.ics`}
            type="text/calendar"
          >
            {t('confirm.calendar')}
          </a>
        </div>
      )}
    </div>
  );
}
