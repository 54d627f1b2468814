import { Box, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { RowActions } from './RowActions';
import { stayText, statusKey, tablesText } from './row-text';
import type { TTodayRowsProps } from './today-rows-props';
import { useGuestName } from './use-guest-name';

/** Wide screens: today's reservations as a table, one row per reservation. */
export function TodayTable({
  rows,
  now,
  actions,
  onInfo,
  headingId,
  extendDisabledReasonId,
}: TTodayRowsProps) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover aria-labelledby={headingId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('day.columns.time')}</Table.Th>
            <Table.Th scope="col">{t('day.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('day.columns.party')}</Table.Th>
            <Table.Th scope="col">{t('day.columns.tables')}</Table.Th>
            <Table.Th scope="col">{t('day.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('day.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-reservation-id={r.id}>
              <Table.Td>{stayText(r)}</Table.Td>
              <Table.Th scope="row" fw={500}>
                {guestName(r)}
              </Table.Th>
              <Table.Td>{r.partySize}</Table.Td>
              <Table.Td>{tablesText(r)}</Table.Td>
              <Table.Td>{t(`day.status.${statusKey(r)}`)}</Table.Td>
              <Table.Td>
                <RowActions
                  reservation={r}
                  now={now}
                  actions={actions}
                  onInfo={onInfo}
                  extendDisabledReasonId={extendDisabledReasonId}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
