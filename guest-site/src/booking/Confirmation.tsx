import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './zagreb-time';

export interface TConfirmed {
  kind: 'booked' | 'large';
  start: string;
  guests: number;
  tableNumber: number | null;
}

/** The card after a booking (guest spec §2.3): table, 24-hour Zagreb date and time, guests. */
export function Confirmation({ confirmed }: { confirmed: TConfirmed }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="confirmation" role="status">
      <h3 ref={heading} tabIndex={-1}>
        {t(confirmed.kind === 'large' ? 'confirm.requestThanks' : 'confirm.title')}
      </h3>
      <p>{t(confirmed.kind === 'large' ? 'confirm.requestSent' : 'confirm.created')}</p>
      <dl>
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
    </div>
  );
}
