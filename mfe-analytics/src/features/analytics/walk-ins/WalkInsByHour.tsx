import type { TWalkInStats } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { SmallBarChart } from '../../../components/charts/SmallBarChart';
import { NAMESPACE } from '../../../i18n/translations';

type TByHour = TWalkInStats['byHour'];

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The API sends only hours that had walk-ins; the chart gets every hour from the first to the last, quiet ones
 * as 0, so a gap in the day shows as a gap and not as two neighbouring bars.
 */
export function everyHourBetween(byHour: TByHour): TByHour {
  if (byHour.length === 0) return [];
  const counts = new Map(byHour.map((row) => [row.hour, row.count]));
  const hours = byHour.map((row) => row.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  return Array.from({ length: last - first + 1 }, (_, i) => ({
    hour: first + i,
    count: counts.get(first + i) ?? 0,
  }));
}

/** Walk-ins per Zagreb start hour, on the remote's shared small bar chart (loaded with this tab only). */
export function WalkInsByHour({ byHour }: { byHour: TByHour }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SmallBarChart
      data={everyHourBetween(byHour)}
      xKey="hour"
      yKey="count"
      label={t('analytics.walkIns.byHour')}
      xLabel={t('analytics.walkIns.hour')}
      yLabel={t('analytics.walkIns.count')}
      formatX={hourLabel}
      // Two digits under a bar: 24 hours fit a phone's width.
      formatTick={(hour) => String(hour).padStart(2, '0')}
    />
  );
}
