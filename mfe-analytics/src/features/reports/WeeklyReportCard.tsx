import { Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { errorMessage, useLanguage } from '@stol/platform';
import { ErrorState } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { useWeeklyReportQuery } from '../../api/reports-api';
import { SmallBarChart } from '../../components/charts/SmallBarChart';
import { NAMESPACE } from '../../i18n/translations';
import { displayDay, weekdayName } from './display-day';

const CHART_HEIGHT = 160;

/** The Monday–Sunday week holding the day: its total and each day's reservations as a small bar chart. */
export function WeeklyReportCard({ date, restaurantId }: { date: string; restaurantId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [language] = useLanguage();
  const { currentData: data, error, isFetching, refetch } = useWeeklyReportQuery({ date, restaurantId });
  const ready = data && !isFetching;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="weekly-report-title">
      <Title order={2} size="h4" id="weekly-report-title" mb="sm">
        {ready
          ? t('reports.weekly.title', { start: displayDay(data.start), end: displayDay(data.end) })
          : t('reports.weekly.total')}
      </Title>
      {error && !isFetching ? (
        <ErrorState
          message={errorMessage(error, t('reports.weekly.error'))}
          onRetry={() => void refetch()}
          retryLabel={t('reports.retry')}
        />
      ) : ready ? (
        <>
          <Group gap="xs" align="baseline" mb="xs">
            <Text fz={28} fw={700} lh={1.2} data-testid="weekly-total">
              {data.total}
            </Text>
            <Text size="sm" c="dimmed">
              {t('reports.weekly.total')}
            </Text>
          </Group>
          <SmallBarChart
            data={data.days}
            xKey="date"
            yKey="total"
            formatX={(day) => `${weekdayName(day, language)} ${displayDay(day)}`}
            formatTick={(day) => weekdayName(day, language)}
            label={t('reports.weekly.chart', { start: displayDay(data.start), end: displayDay(data.end) })}
            xLabel={t('reports.weekly.day')}
            yLabel={t('reports.weekly.count')}
            height={CHART_HEIGHT}
          />
        </>
      ) : (
        <Skeleton h={CHART_HEIGHT + 40} role="status" aria-label={t('reports.loading')} />
      )}
    </Paper>
  );
}
