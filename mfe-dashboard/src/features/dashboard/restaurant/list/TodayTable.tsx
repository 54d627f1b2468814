import { Box, Table, Text } from '@mantine/core';
import { minutesLate } from '@stol/contracts';
import { memo } from 'react';
import type { TPhasedRow, TPhaseSection } from '../day/phase-groups';
import { PhaseBadge } from './PhaseBadge';
import { RowActions } from './RowActions';
import { useRowTexts } from './row-texts';
import { stayText, tablesText } from './row-text';
import type { TRowSharedProps, TTodayRowsProps } from './today-rows-props';
import { rowIndexProps, useRowWindow } from './use-row-window';

const COLUMNS = 7;
/** A row's height on a desk (79 px measured on a busy day: the actions wrap), until the first ones are measured. */
const ROW_ESTIMATE_PX = 80;

type TRowProps = TRowSharedProps & { row: TPhasedRow; index: number };

/** One reservation; memoised so a poll that changes one booking re-renders that row, not a 300-row day. */
const DayRow = memo(function DayRow({
  row,
  index,
  now,
  actions,
  onInfo,
  extendDisabledReasonId,
  readOnly,
  onEarlyCheckIn,
  texts,
}: TRowProps) {
  const { t, guestName, guestLine } = texts;
  const { reservation: r, phase } = row;
  const line = guestLine(r);
  return (
    <Table.Tr data-reservation-id={r.id} data-phase={phase} {...rowIndexProps(index)}>
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
        <PhaseBadge
          phase={phase}
          lateMinutes={phase === 'late' ? minutesLate(r.date, now) : undefined}
          t={t}
        />
      </Table.Td>
      <Table.Td>
        <RowActions
          reservation={r}
          now={now}
          actions={actions}
          onInfo={onInfo}
          extendDisabledReasonId={extendDisabledReasonId}
          readOnly={readOnly}
          onEarlyCheckIn={onEarlyCheckIn}
          texts={texts}
        />
      </Table.Td>
    </Table.Tr>
  );
});

/** A space standing in for rows not drawn (hidden from assistive technology: the group's heading counts them). */
function SpaceRow({ height, rowRef }: { height: number; rowRef?: (element: HTMLElement | null) => void }) {
  return (
    <tr aria-hidden="true" ref={rowRef}>
      <td colSpan={COLUMNS} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** A phase group's body: its heading row, then its rows; on a long day only those near the screen are drawn. */
function GroupBody({
  section: { group, rows },
  windowed,
  day,
  leading,
  ...rowProps
}: TRowSharedProps & { section: TPhaseSection; windowed: boolean; day: string; leading: boolean }) {
  const { t } = rowProps.texts;
  const { first, end, spaceBefore, spaceAfter, startRef, onFocus, onBlur } = useRowWindow(
    rows.length,
    windowed,
    ROW_ESTIMATE_PX,
    day,
    leading,
  );
  return (
    <Table.Tbody data-group={group} data-rows={rows.length} onFocus={onFocus} onBlur={onBlur}>
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
      {windowed && <SpaceRow height={spaceBefore} rowRef={startRef} />}
      {rows.slice(first, end).map((row, i) => (
        <DayRow key={row.reservation.id} row={row} index={first + i} {...rowProps} />
      ))}
      {windowed && spaceAfter > 0 && <SpaceRow height={spaceAfter} />}
    </Table.Tbody>
  );
}

/** Wide screens: the day as a table, one body per phase group with its heading row. */
export function TodayTable({
  sections,
  headingId,
  windowed,
  day,
  now,
  actions,
  onInfo,
  extendDisabledReasonId,
  readOnly,
  onEarlyCheckIn,
}: TTodayRowsProps) {
  const texts = useRowTexts();
  const { t } = texts;
  const rowProps = { now, actions, onInfo, extendDisabledReasonId, readOnly, onEarlyCheckIn, texts };
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
        {sections.map((section, index) => (
          <GroupBody
            key={section.group}
            section={section}
            windowed={windowed}
            day={day}
            leading={index === 0}
            {...rowProps}
          />
        ))}
      </Table>
    </Box>
  );
}
