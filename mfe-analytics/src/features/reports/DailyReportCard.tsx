import { Paper, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { ErrorState } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { useDailyReportQuery } from '../../api/reports-api';
import { NAMESPACE } from '../../i18n/translations';
import { displayDay } from './display-day';
import { ReportFigure } from './ReportFigure';

const FIGURES = ['total', 'noShows', 'largeParties', 'covers', 'walkIns'] as const;

/** The day's card: total, no-shows, large parties, covers and walk-ins (GET /reports/daily). */
export function DailyReportCard({ date, restaurantId }: { date: string; restaurantId: number }) {
  const { t } = useTranslation(NAMESPACE);
  // currentData: the answer for these arguments only, never the previous day's figures under the new title.
  const { currentData: data, error, isFetching, refetch } = useDailyReportQuery({ date, restaurantId });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="daily-report-title">
      <Title order={2} size="h4" id="daily-report-title" mb="sm">
        {t('reports.daily.title', { date: displayDay(date) })}
      </Title>
      {error && !isFetching ? (
        <ErrorState
          message={errorMessage(error, t('reports.daily.error'))}
          onRetry={() => void refetch()}
          retryLabel={t('reports.retry')}
        />
      ) : (
        <SimpleGrid component="dl" m={0} cols={{ base: 2, xs: 3, md: 5 }} aria-busy={isFetching}>
          {FIGURES.map((figure) =>
            data && !isFetching ? (
              <ReportFigure key={figure} label={t(`reports.daily.${figure}`)} value={data[figure]} />
            ) : (
              <Skeleton key={figure} h={56} aria-label={t('reports.loading')} role="status" />
            ),
          )}
        </SimpleGrid>
      )}
    </Paper>
  );
}
