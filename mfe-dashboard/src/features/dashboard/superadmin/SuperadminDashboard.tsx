import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATS_POLLING_MS, useGetStatsQuery } from '../../../api/stats-api';
import { NAMESPACE } from '../../../i18n/translations';
import { LinkButtons } from '../shared/LinkButtons';
import { StatsQueryState } from '../shared/StatsQueryState';
import { TodayAndWeek } from '../shared/TodayAndWeek';

/** Staff spec §2: a simple overview (today, this week) with shortcuts to reports, reservations and restaurants. */
export function SuperadminDashboard() {
  const { t } = useTranslation(NAMESPACE);
  const stats = useGetStatsQuery(undefined, { pollingInterval: STATS_POLLING_MS });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('superadmin.title')}
      </Title>
      <StatsQueryState query={stats}>{(data) => <TodayAndWeek stats={data} />}</StatsQueryState>
      <LinkButtons
        title={t('superadmin.shortcuts')}
        links={[
          { to: '/reports', label: t('links.reports') },
          { to: '/reservations', label: t('links.reservations') },
          { to: '/restaurants', label: t('links.restaurants') },
        ]}
      />
    </Stack>
  );
}
