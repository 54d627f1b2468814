import { Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  guestDisplayName,
  REPORT_LARGE_PARTY_MIN_GUESTS,
  WALK_IN_NAME,
  type TAnalyticsReservation,
} from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import { EmptyState, ErrorState } from '@stol/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportReservationsQuery } from '../../api/reports-api';
import { NAMESPACE } from '../../i18n/translations';
import { reportReservationsQuery, type TReportChoice } from './report-search';

/** Phones get one card per reservation instead of a table wider than the screen. */
const PHONE_QUERY = '(max-width: 48em)';

const titleKey = ({ noShowsOnly, largeParties }: TReportChoice) =>
  noShowsOnly && largeParties
    ? 'reports.reservations.titleBoth'
    : noShowsOnly
      ? 'reports.reservations.titleNoShows'
      : largeParties
        ? 'reports.reservations.titleLargeParties'
        : 'reports.reservations.title';

/** The reservations behind the report (GET /reports/reservations): a table on desktop, cards on phones. */
export function ReportReservations({ choice, actions }: { choice: TReportChoice; actions: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useReportReservationsQuery(reportReservationsQuery(choice));
  const rows = data?.reservations ?? [];
  let body: ReactNode;
  if (error && !isFetching)
    body = (
      <ErrorState
        message={errorMessage(error, t('reports.reservations.error'))}
        onRetry={() => void refetch()}
        retryLabel={t('reports.retry')}
      />
    );
  else if (!data || isFetching)
    body = (
      <Stack gap="xs" role="status" aria-label={t('reports.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={32} />
        ))}
      </Stack>
    );
  else if (rows.length === 0) body = <EmptyState message={t('reports.reservations.empty')} />;
  else body = phone ? <ReservationCards rows={rows} /> : <ReservationTable rows={rows} />;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="report-reservations-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="report-reservations-title">
          {t(titleKey(choice))}
          {data && !isFetching ? ` (${rows.length})` : ''}
        </Title>
        {actions}
      </Group>
      {body}
    </Paper>
  );
}

function useRowText() {
  const { t } = useTranslation(NAMESPACE);
  return {
    time: (r: TAnalyticsReservation) => formatZagreb(r.date, 'HH:mm'),
    name: (r: TAnalyticsReservation) => guestDisplayName(r, t('reports.reservations.walkInName')),
    tables: (r: TAnalyticsReservation) =>
      r.tableNumbers.length > 0 ? r.tableNumbers.join(', ') : t('reports.reservations.noTable'),
    status: (r: TAnalyticsReservation) => t(`reports.status.${r.status}`),
    badges: (r: TAnalyticsReservation) => (
      <>
        {/* An unnamed walk-in's name already says it. */}
        {r.isWalkIn && r.name !== WALK_IN_NAME ? (
          <Badge variant="light" color="gray">
            {t('reports.reservations.walkIn')}
          </Badge>
        ) : null}
        {r.guests >= REPORT_LARGE_PARTY_MIN_GUESTS ? (
          <Badge variant="light" color="grape">
            {t('reports.reservations.largeParty')}
          </Badge>
        ) : null}
      </>
    ),
  };
}

function ReservationTable({ rows }: { rows: TAnalyticsReservation[] }) {
  const { t } = useTranslation(NAMESPACE);
  const text = useRowText();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reports.reservations.time')}</Table.Th>
            <Table.Th scope="col">{t('reports.reservations.name')}</Table.Th>
            <Table.Th scope="col">{t('reports.reservations.phone')}</Table.Th>
            <Table.Th scope="col">{t('reports.reservations.guests')}</Table.Th>
            <Table.Th scope="col">{t('reports.reservations.tables')}</Table.Th>
            <Table.Th scope="col">{t('reports.reservations.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{text.time(r)}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {text.name(r)}
                  {text.badges(r)}
                </Group>
              </Table.Td>
              <Table.Td>{r.phone}</Table.Td>
              <Table.Td>{r.guests}</Table.Td>
              <Table.Td>{text.tables(r)}</Table.Td>
              <Table.Td>{text.status(r)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ReservationCards({ rows }: { rows: TAnalyticsReservation[] }) {
  const { t } = useTranslation(NAMESPACE);
  const text = useRowText();
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((r) => (
        <Paper key={r.id} component="li" withBorder p="sm" radius="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>
              {text.time(r)} · {text.name(r)}
            </Text>
            <Text size="sm">{text.status(r)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {r.phone}
          </Text>
          <Group gap={6} mt={4}>
            <Text size="sm">{t('reports.reservations.guestCount', { count: r.guests })}</Text>
            <Text size="sm">
              ·{' '}
              {r.tableNumbers.length > 0
                ? t('reports.reservations.tableList', { tables: text.tables(r) })
                : t('reports.reservations.noTable')}
            </Text>
            {text.badges(r)}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
