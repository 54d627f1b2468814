import { Button, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@stol/platform';
import { useListRestaurantOptionsQuery } from '@stol/platform/restaurant-options';
import { zagrebDayKey } from '@stol/platform/time';
import { EmptyState, ErrorState, LoadingState } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DefinitionsHelp } from '../../components/DefinitionsHelp';
import { NAMESPACE } from '../../i18n/translations';
import { DailyReportCard } from './DailyReportCard';
import { ReportFilters } from './ReportFilters';
import { ReportReservations } from './ReportReservations';
import { reportFromSearch, reportToSearch } from './report-search';
import { useExportReportCsv } from './use-export-report-csv';
import { WeeklyReportCard } from './WeeklyReportCard';

/** The definitions the figures on this screen follow (the CSV's note lists the same). */
const DEFINITIONS = ['day', 'reportCounts', 'noShows', 'largeParties', 'covers', 'walkIns'] as const;

/**
 * /reports (guest spec §2.14, issue 21 §4): a day of one of the caller's restaurants — the daily and weekly cards,
 * the matching reservations and their CSV. Every figure comes from the API, computed by the Zagreb day.
 */
export function ReportsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const choice = reportFromSearch(search);
  const restaurants = useListRestaurantOptionsQuery();
  const [exportCsv, exporting] = useExportReportCsv();

  let content;
  if (restaurants.isLoading) content = <LoadingState label={t('reports.loading')} />;
  else if (restaurants.error || !restaurants.data)
    content = (
      <ErrorState
        message={errorMessage(restaurants.error, t('reports.restaurantsError'))}
        onRetry={() => void restaurants.refetch()}
        retryLabel={t('reports.retry')}
      />
    );
  else if (restaurants.data.length === 0) content = <EmptyState message={t('reports.noRestaurants')} />;
  else {
    const only = restaurants.data.length === 1 ? (restaurants.data[0]?.id ?? null) : null;
    content = (
      <>
        <ReportFilters
          // A new report in the URL (Load, back, a link) resets the form to it.
          key={search.toString()}
          initial={
            choice ?? { date: zagrebDayKey(), restaurantId: only, noShowsOnly: false, largeParties: false }
          }
          restaurants={restaurants.data}
          onLoad={(next) => setSearch(reportToSearch(next))}
        />
        {choice ? (
          <>
            <DailyReportCard date={choice.date} restaurantId={choice.restaurantId} />
            <WeeklyReportCard date={choice.date} restaurantId={choice.restaurantId} />
            <ReportReservations
              choice={choice}
              actions={
                <Button variant="default" loading={exporting} onClick={() => void exportCsv(choice)}>
                  {t('reports.export.button')}
                </Button>
              }
            />
          </>
        ) : (
          <Text c="dimmed">{t('reports.start')}</Text>
        )}
      </>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('reports.title')}</Title>
      {content}
      <DefinitionsHelp keys={DEFINITIONS} />
    </Stack>
  );
}
