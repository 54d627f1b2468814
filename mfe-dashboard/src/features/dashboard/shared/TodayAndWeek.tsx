import { SimpleGrid } from '@mantine/core';
import type { TStats } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { StatCard } from './StatCard';

/** The two counts every dashboard shows: reservations today and this week (Europe/Zagreb, computed by the API). */
export function TodayAndWeek({ stats }: { stats: TStats }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <StatCard label={t('stats.today')} value={stats.reservationsToday} />
      <StatCard label={t('stats.thisWeek')} value={stats.reservationsThisWeek} />
    </SimpleGrid>
  );
}
