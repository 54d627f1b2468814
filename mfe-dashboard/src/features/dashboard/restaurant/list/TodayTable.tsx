import { Box, Table, Text } from '@mantine/core';
import { minutesLate } from '@stol/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import type { TPhasedRow } from '../day/phase-groups';
import { useGuestLine } from './guest-line';
import { PhaseBadge } from './PhaseBadge';
import { RowActions } from './RowActions';
import { stayText, tablesText } from './row-text';
import type { TTodayRowsProps } from './today-rows-props';
import { useGuestName } from './use-guest-name';

const COLUMNS = 7;

type TRowProps = Omit<TTodayRowsProps, 'sections' | 'headingId'> & { row: TPhasedRow };

/** One reservation; memoised so a poll that changes one booking re-renders that row, not a 300-row day. */
const DayRow = memo(function DayRow({
  row,
  now,
  actions,
  onInfo,
  extendDisabledReasonId,
  readOnly,
}: TRowProps) {
  const guestName = useGuestName();
  const guestLine = useGuestLine();
  const { reservation: r, phase } = row;
  const line = guestLine(r);
  return (
    <Table.Tr data-reservation-id={r.id} data-phase={phase}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{stayText(r)}</Table.Td>
      {/* The row's header is the name alone, so the row is named by the guest; the guest line has its own cell. */}
      <Table.Th scope="row" fw={500}>
        {guestName(r)}
      </Table.Th>
      <Table.Td>
        {line && (
          <Text size="sm" c="dimmed" data-testid="guest-line">
            {line}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{r.partySize}</Table.Td>
      <Table.Td>{tablesText(r)}</Table.Td>
      <Table.Td>
        <PhaseBadge phase={phase} lateMinutes={phase === 'late' ? minutesLate(r.date, now) : undefined} />
      </Table.Td>
      <Table.Td>
        <RowActions
          reservation={r}
          now={now}
          actions={actions}
          onInfo={onInfo}
          extendDisabledReasonId={extendDisabledReasonId}
          readOnly={readOnly}
        />
      </Table.Td>
    </Table.Tr>
  );
});

/** Wide screens: the day as a table, one body per phase group with its heading row. */
export function TodayTable({ sections, headingId, ...rowProps }: TTodayRowsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table highlightOnHover aria-labelledby={headingId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('day.columns.time')}</Table.Th>
            <Table.Th scope="col">{t('day.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('dayView.guestColumn')}</Table.Th>
            <Table.Th scope="col">{t('day.columns.party')}</Table.Th>
            <Table.Th scope="col">{t('day.columns.tables')}</Table.Th>
            <Table.Th scope="col">{t('day.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('day.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {sections.map(({ group, rows }) => (
          <Table.Tbody key={group} data-group={group}>
            <Table.Tr>
              <Table.Th
                scope="colgroup"
                colSpan={COLUMNS}
                bg="var(--mantine-color-gray-1)"
                style={{ fontSize: 'var(--mantine-font-size-sm)' }}
              >
                {t(`dayView.groups.${group}`)} ({rows.length})
              </Table.Th>
            </Table.Tr>
            {rows.map((row) => (
              <DayRow key={row.reservation.id} row={row} {...rowProps} />
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Box>
  );
}
