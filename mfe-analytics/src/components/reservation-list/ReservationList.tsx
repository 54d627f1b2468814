import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import {
  guestDisplayName,
  REPORT_LARGE_PARTY_MIN_GUESTS,
  WALK_IN_NAME,
  type TAnalyticsReservation,
} from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';
import { usePhone } from '../use-phone';

/** The start as the list shows it: the time alone for one day's report, date and time over a period. */
export type TReservationWhen = 'time' | 'dateTime';
const WHEN_FORMAT: Record<TReservationWhen, string> = { time: 'HH:mm', dateTime: 'dd.MM.yyyy. HH:mm' };

/**
 * The reservations behind a report or a figure (ZAnalyticsReservation), one list for /reports and /analytics: a
 * table on a desktop that wraps its cells rather than scroll sideways (a scrolling region would need its own Tab
 * stop), a card each on a phone. A reservation with a no-show time reads as a no-show whatever its status, as
 * the figures count it.
 */
export function ReservationList({
  rows,
  when,
}: {
  rows: readonly TAnalyticsReservation[];
  when: TReservationWhen;
}) {
  const { t } = useTranslation(NAMESPACE);
  const text = useRowText(when);
  if (usePhone())
    return (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((r) => (
          <Paper key={r.id} component="li" withBorder p="sm" radius="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>
                {text.when(r)} · {text.name(r)}
              </Text>
              <Text size="sm">{text.status(r)}</Text>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[r.phone, r.email].filter(Boolean).join(' · ')}
            </Text>
            <Group gap={6} mt={4}>
              <Text size="sm">{t('list.guestCount', { count: r.guests })}</Text>
              <Text size="sm">
                ·{' '}
                {r.tableNumbers.length > 0
                  ? t('list.tableList', { tables: r.tableNumbers.join(', ') })
                  : t('list.noTable')}
              </Text>
              {text.badges(r)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t(when === 'time' ? 'list.time' : 'list.date')}</Table.Th>
          <Table.Th scope="col">{t('list.name')}</Table.Th>
          <Table.Th scope="col">{t('list.phone')}</Table.Th>
          <Table.Th scope="col">{t('list.email')}</Table.Th>
          <Table.Th scope="col">{t('list.guests')}</Table.Th>
          <Table.Th scope="col">{t('list.tables')}</Table.Th>
          <Table.Th scope="col">{t('list.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{text.when(r)}</Table.Td>
            <Table.Td>
              <Group gap={6}>
                {text.name(r)}
                {text.badges(r)}
              </Group>
            </Table.Td>
            <Table.Td>{r.phone}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.email ?? ''}</Table.Td>
            <Table.Td>{r.guests}</Table.Td>
            <Table.Td>{r.tableNumbers.length > 0 ? r.tableNumbers.join(', ') : t('list.noTable')}</Table.Td>
            <Table.Td>{text.status(r)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function useRowText(when: TReservationWhen) {
  const { t } = useTranslation(NAMESPACE);
  return {
    when: (r: TAnalyticsReservation) => formatZagreb(r.date, WHEN_FORMAT[when]),
    name: (r: TAnalyticsReservation) => guestDisplayName(r, t('list.walkInName')),
    status: (r: TAnalyticsReservation) => t(`list.status_${r.isNoShow ? 'no_show' : r.status}`),
    badges: (r: TAnalyticsReservation) => (
      <>
        {/* An unnamed walk-in's name already says it. */}
        {r.isWalkIn && r.name !== WALK_IN_NAME ? (
          <Badge variant="light" color="gray">
            {t('list.walkIn')}
          </Badge>
        ) : null}
        {r.guests >= REPORT_LARGE_PARTY_MIN_GUESTS ? (
          <Badge variant="light" color="grape">
            {t('list.largeParty')}
          </Badge>
        ) : null}
      </>
    ),
  };
}
