import { Button, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalyticsWalkInsQuery } from '../../../api/analytics-api';
import { DefinitionsHelp } from '../../../components/DefinitionsHelp';
import { NAMESPACE } from '../../../i18n/translations';
import { FigureGrid } from '../shared/FigureGrid';
import { useAnalyticsFormat } from '../shared/format';
import { PeriodSelect } from '../shared/PeriodSelect';
import { QueryView } from '../shared/QueryView';
import { ReservationListDialog } from '../shared/ReservationListDialog';
import type { TTabProps } from '../TabPanel';
import { WalkInsByHour } from './WalkInsByHour';

/**
 * Walk-ins (guest spec §2.15): total, average party size (one decimal), peak hour ('HH:00' or '-'), walk-ins by
 * hour, and the list behind the total.
 */
export function WalkInsTab({ restaurant, period, onPeriodChange }: TTabProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useAnalyticsFormat();
  const query = useAnalyticsWalkInsQuery({ restaurantId: restaurant.id, period });
  const [listOpen, setListOpen] = useState(false);
  const chartHeadingId = useId();
  return (
    <>
      <PeriodSelect value={period} onChange={onPeriodChange} label={t('analytics.period.label')} />
      <QueryView query={query} isEmpty={(data) => data.total === 0}>
        {(data) => (
          <>
            <FigureGrid
              figures={[
                {
                  label: t('analytics.walkIns.total'),
                  value: format.number(data.total),
                  extra: (
                    <Button variant="light" size="compact-sm" mt="xs" onClick={() => setListOpen(true)}>
                      {t('analytics.walkIns.showList', { count: data.total })}
                    </Button>
                  ),
                },
                {
                  label: t('analytics.walkIns.averagePartySize'),
                  value: format.number(data.averagePartySize),
                },
                { label: t('analytics.walkIns.peakHour'), value: data.peakHour },
              ]}
            />
            <Stack gap="xs" component="section" aria-labelledby={chartHeadingId}>
              <Title order={2} size="h4" id={chartHeadingId}>
                {t('analytics.walkIns.byHour')}
              </Title>
              <WalkInsByHour byHour={data.byHour} />
            </Stack>
            <ReservationListDialog
              title={t('analytics.walkIns.listTitle')}
              reservations={data.walkIns}
              total={data.total}
              opened={listOpen}
              onClose={() => setListOpen(false)}
            />
          </>
        )}
      </QueryView>
      <DefinitionsHelp keys={['day', 'periods', 'walkIns', 'walkInStats']} />
    </>
  );
}
