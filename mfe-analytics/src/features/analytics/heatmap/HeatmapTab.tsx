import { Stack, Title } from '@mantine/core';
import { lazyWithRetry, LoadingState } from '@stol/ui';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAnalyticsHeatmapQuery,
  useAnalyticsRestaurantQuery,
  useAnalyticsTablesQuery,
} from '../../../api/analytics-api';
import { DefinitionsHelp } from '../../../components/DefinitionsHelp';
import { NAMESPACE } from '../../../i18n/translations';
import { FigureGrid } from '../shared/FigureGrid';
import { useAnalyticsFormat } from '../shared/format';
import { PeriodSelect } from '../shared/PeriodSelect';
import { QueryView } from '../shared/QueryView';
import type { TTabProps } from '../TabPanel';
import { HeatmapLegend } from './HeatmapLegend';
import { TopTables } from './TopTables';

/** The floor-plan renderer is a chunk of its own: the other tabs never load it. */
const HeatmapPlan = lazyWithRetry(() => import('./HeatmapPlan'));

/**
 * Floor-plan heatmap (guest spec §2.15): the timeframe, the plan shaded by bucket with its legend, a summary and
 * the top 5 tables. The counts come from /analytics/heatmap; where the tables stand from /tables.
 */
export function HeatmapTab({ restaurant, period, onPeriodChange }: TTabProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useAnalyticsFormat();
  const heatmap = useAnalyticsHeatmapQuery({ restaurantId: restaurant.id, period });
  const tables = useAnalyticsTablesQuery(restaurant.id);
  const details = useAnalyticsRestaurantQuery(restaurant.id);
  const topId = useId();
  const summaryId = useId();
  const loading = <LoadingState label={t('analytics.loading')} />;
  return (
    <>
      <PeriodSelect value={period} onChange={onPeriodChange} label={t('analytics.period.timeframe')} />
      <QueryView query={heatmap} isEmpty={(data) => data.summary.reservations === 0}>
        {(data) => (
          <>
            <Stack gap="xs" component="section" aria-labelledby={summaryId}>
              <Title order={2} size="h4" id={summaryId}>
                {t('analytics.heatmap.summary')}
              </Title>
              <FigureGrid
                figures={[
                  {
                    label: t('analytics.heatmap.reservations'),
                    value: format.number(data.summary.reservations),
                  },
                  { label: t('analytics.heatmap.tableUses'), value: format.number(data.summary.tableUses) },
                  {
                    label: t('analytics.heatmap.tablesUsed'),
                    value: t('analytics.heatmap.tablesUsedValue', {
                      used: data.summary.tablesUsed,
                      total: data.summary.totalTables,
                    }),
                  },
                ]}
              />
            </Stack>
            <HeatmapLegend />
            <QueryView
              query={tables}
              isEmpty={(list) => list.length === 0}
              emptyText={t('analytics.heatmap.noTables')}
            >
              {(list) => (
                <Suspense fallback={loading}>
                  <HeatmapPlan
                    restaurantName={restaurant.name}
                    tables={list}
                    uses={data.tables}
                    floorplan={details.data?.floorplan}
                  />
                </Suspense>
              )}
            </QueryView>
            <Stack gap="xs" component="section" aria-labelledby={topId}>
              <Title order={2} size="h4" id={topId}>
                {t('analytics.heatmap.top')}
              </Title>
              <TopTables top={data.top} />
            </Stack>
          </>
        )}
      </QueryView>
      <DefinitionsHelp keys={['periods', 'mainSet', 'heatmap']} />
    </>
  );
}
