import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalyticsNoShowsQuery } from '../../../api/analytics-api';
import { DefinitionsHelp } from '../../../components/DefinitionsHelp';
import { NAMESPACE } from '../../../i18n/translations';
import { FigureGrid } from '../shared/FigureGrid';
import { useAnalyticsFormat } from '../shared/format';
import { PeriodSelect } from '../shared/PeriodSelect';
import { QueryView } from '../shared/QueryView';
import { ReservationListDialog } from '../shared/ReservationListDialog';
import type { TTabProps } from '../TabPanel';

type TList = 'noShows' | 'cancelled';

/**
 * No-show stats (guest spec §2.15): total, no-shows, no-show rate and cancellation rate for the period; the
 * no-show and cancellation counts each open the list of those guests.
 */
export function NoShowsTab({ restaurant, period, onPeriodChange }: TTabProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useAnalyticsFormat();
  const query = useAnalyticsNoShowsQuery({ restaurantId: restaurant.id, period });
  const [open, setOpen] = useState<TList | null>(null);
  const percent = (value: number) => t('analytics.noShows.percent', { value: format.number(value) });
  const detailsButton = (list: TList, label: string) => (
    <Button variant="light" size="compact-sm" mt="xs" onClick={() => setOpen(list)}>
      {label}
    </Button>
  );
  return (
    <>
      <PeriodSelect value={period} onChange={onPeriodChange} label={t('analytics.period.label')} />
      <QueryView query={query} isEmpty={(data) => data.total + data.cancelled === 0}>
        {(data) => (
          <>
            <FigureGrid
              figures={[
                { label: t('analytics.noShows.total'), value: format.number(data.total) },
                {
                  label: t('analytics.noShows.noShows'),
                  value: format.number(data.noShows),
                  extra: detailsButton(
                    'noShows',
                    t('analytics.noShows.showNoShows', { count: data.noShows }),
                  ),
                },
                { label: t('analytics.noShows.noShowRate'), value: percent(data.noShowRate) },
                {
                  label: t('analytics.noShows.cancellationRate'),
                  value: percent(data.cancellationRate),
                  extra: detailsButton(
                    'cancelled',
                    t('analytics.noShows.showCancelled', { count: data.cancelled }),
                  ),
                },
              ]}
            />
            <ReservationListDialog
              title={t('analytics.noShows.noShowListTitle')}
              reservations={data.noShowList}
              total={data.noShows}
              opened={open === 'noShows'}
              onClose={() => setOpen(null)}
            />
            <ReservationListDialog
              title={t('analytics.noShows.cancelledListTitle')}
              reservations={data.cancelledList}
              total={data.cancelled}
              opened={open === 'cancelled'}
              onClose={() => setOpen(null)}
            />
          </>
        )}
      </QueryView>
      <DefinitionsHelp keys={['periods', 'noShows', 'noShowRate', 'cancellationRate']} />
    </>
  );
}
