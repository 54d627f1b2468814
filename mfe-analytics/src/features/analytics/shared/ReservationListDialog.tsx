import { Modal, Text } from '@mantine/core';
import type { TAnalyticsReservation } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { ReservationList } from '../../../components/reservation-list/ReservationList';
import { usePhone } from '../../../components/use-phone';

/**
 * The guests behind a figure (no-shows, cancellations, walk-ins; guest spec §2.15's details buttons). The API sends
 * the most recent ANALYTICS_LIST_LIMIT; when the figure counts more, the dialog says so rather than look complete.
 */
export function ReservationListDialog({
  title,
  reservations,
  total,
  opened,
  onClose,
}: {
  title: string;
  reservations: readonly TAnalyticsReservation[];
  /** How many the figure counts (may exceed the list). */
  total: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const phone = usePhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('analytics.close') }}
    >
      {reservations.length === 0 ? (
        <Text role="status" c="dimmed">
          {t('analytics.list.empty')}
        </Text>
      ) : (
        <>
          {total > reservations.length && (
            <Text size="sm" c="dimmed" mb="xs">
              {t('analytics.list.limited', { shown: reservations.length, total })}
            </Text>
          )}
          <ReservationList rows={reservations} when="dateTime" />
        </>
      )}
    </Modal>
  );
}
