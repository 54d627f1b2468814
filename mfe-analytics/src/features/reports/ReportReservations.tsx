import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { EmptyState, ErrorState } from '@stol/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportReservationsQuery } from '../../api/reports-api';
import { ReservationList } from '../../components/reservation-list/ReservationList';
import { NAMESPACE } from '../../i18n/translations';
import { reportReservationsQuery, type TReportChoice } from './report-search';

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
  else body = <ReservationList rows={rows} when="time" />;
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
