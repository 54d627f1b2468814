import { Modal, Table, Text } from '@mantine/core';
import type { TAnalyticsReservation } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useAnalyticsFormat } from './format';

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
  const format = useAnalyticsFormat();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
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
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.list.date')}</Table.Th>
                  <Table.Th>{t('analytics.list.name')}</Table.Th>
                  <Table.Th>{t('analytics.list.phone')}</Table.Th>
                  <Table.Th>{t('analytics.list.email')}</Table.Th>
                  <Table.Th>{t('analytics.list.guests')}</Table.Th>
                  <Table.Th>{t('analytics.list.tables')}</Table.Th>
                  <Table.Th>{t('analytics.list.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reservations.map((reservation) => (
                  <Table.Tr key={reservation.id}>
                    <Table.Td>{format.dateTime(reservation.date)}</Table.Td>
                    <Table.Td>{reservation.name}</Table.Td>
                    <Table.Td>{reservation.phone}</Table.Td>
                    <Table.Td>{reservation.email ?? ''}</Table.Td>
                    <Table.Td>{reservation.guests}</Table.Td>
                    <Table.Td>{reservation.tableNumbers.join(', ')}</Table.Td>
                    <Table.Td>
                      {t(`analytics.status.${reservation.isNoShow ? 'no_show' : reservation.status}`)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Modal>
  );
}
