import { Paper, Stack, Table, Text } from '@mantine/core';
import { guestDisplayName, type TAnalyticsReservation } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { useAnalyticsFormat } from './format';
import { usePhone } from './use-phone';

/**
 * The reservations behind a figure: a table on a desktop, a card each on a phone. The table wraps its cells rather
 * than scroll sideways (a scrolling region would need its own Tab stop).
 */
export function ReservationRows({ reservations }: { reservations: readonly TAnalyticsReservation[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useAnalyticsFormat();
  const phone = usePhone();
  const name = (reservation: TAnalyticsReservation) =>
    guestDisplayName(reservation, t('analytics.list.walkIn'));
  const status = (reservation: TAnalyticsReservation) =>
    t(`analytics.status.${reservation.isNoShow ? 'no_show' : reservation.status}`);

  if (phone)
    return (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {reservations.map((reservation) => (
          <Paper key={reservation.id} component="li" withBorder p="sm" radius="md">
            <Text fw={700}>
              {format.dateTime(reservation.date)} · {name(reservation)}
            </Text>
            <Text size="sm">{[reservation.phone, reservation.email].filter(Boolean).join(' · ')}</Text>
            <Text size="sm">
              {t('analytics.list.guests')}: {reservation.guests} · {t('analytics.list.tables')}:{' '}
              {reservation.tableNumbers.join(', ')} · {status(reservation)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );

  return (
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
            <Table.Td>{name(reservation)}</Table.Td>
            <Table.Td>{reservation.phone}</Table.Td>
            <Table.Td>{reservation.email ?? ''}</Table.Td>
            <Table.Td>{reservation.guests}</Table.Td>
            <Table.Td>{reservation.tableNumbers.join(', ')}</Table.Td>
            <Table.Td>{status(reservation)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
