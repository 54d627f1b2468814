import { Alert } from '@mantine/core';
import { ZBlockingReservation, type TBlockingReservation } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** The reservations a 409 TABLE_HAS_RESERVATIONS lists in `details.reservations` (README "Floor plan rules"). */
export function blockingReservations(error: unknown): TBlockingReservation[] | null {
  const details = (error as { data?: { code?: unknown; details?: { reservations?: unknown } } } | null)?.data;
  if (details?.code !== 'TABLE_HAS_RESERVATIONS') return null;
  const parsed = ZBlockingReservation.array().safeParse(details.details?.reservations);
  return parsed.success ? parsed.data : [];
}

/** The server's message and, under it, the reservations in the way, one per line. */
export function BlockingReservations({
  message,
  reservations,
}: {
  message: string;
  reservations: TBlockingReservation[];
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert color="red" role="alert" title={t('blocking.title')}>
      {message}
      {reservations.length > 0 ? (
        <ul style={{ margin: 'var(--mantine-spacing-xs) 0 0', paddingInlineStart: '1.25rem' }}>
          {reservations.map((r) => (
            <li key={`${r.reservationId}-${r.tableId}`}>
              {t('blocking.item', {
                number: r.tableNumber,
                start: formatZagreb(r.start, 'yyyy-MM-dd HH:mm'),
                end: formatZagreb(r.end, 'HH:mm'),
                count: r.partySize,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
