import { Box, Group, Stack } from '@mantine/core';
import type { TTable } from '@stol/contracts';
import { errorMessage } from '@stol/platform';
import { AreaBoundary, ErrorState, LoadingState } from '@stol/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KIOSK_POLLING_MS } from '../../../api/host-api';
import { useDayReservationsQuery, useDayTablesQuery } from '../../../api/day-view-api';
import { NAMESPACE } from '../../../i18n/translations';
import { DayLiveReload } from '../../dashboard/restaurant/live/DayLiveReload';
import { useTodaysReservations } from '../../dashboard/restaurant/day/use-day-data';
import { useDayActions } from '../../dashboard/restaurant/list/use-day-actions';
import { HostPanels } from '../HostPanels';
import { ActiveNow } from './ActiveNow';
import { ArrivingList } from './ArrivingList';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { shownByOfflineBanner } from '../../offline/shown-by-banner';
import { TablePanel } from './TablePanel';
import { TablesGrid } from './TablesGrid';
import { useOffline } from '../../offline/use-offline';

/** Issue 11 §3: the waitlist shows at most 400 px and scrolls. */
const WAITLIST_MAX_HEIGHT = 400;

/**
 * The host stand of one restaurant (issue 22 §5): the tables as tiles that open their party, who arrives within
 * the hour with Check in, the parties seated now, the waitlist (read-only for staff) and walk-ins (hosts only);
 * refreshed every 20 s and on live events; when cut off, the last data stays with an offline banner. On a tablet
 * (1024 px) the tiles and the arrivals sit side by side; narrower, the arrivals follow the tiles.
 */
export function KioskScreen({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { date, now: tick } = useTodaysReservations(restaurantId);
  // The kiosk's own, faster subscription to the same day (RTK Query polls at the fastest interval asked).
  const reservations = useDayReservationsQuery({ date, restaurantId }, { pollingInterval: KIOSK_POLLING_MS });
  const tables = useDayTablesQuery(restaurantId, { pollingInterval: KIOSK_POLLING_MS });
  const offlineSince = useOffline(reservations);
  const actions = useDayActions();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // "Now" moves every 15 s; a walk-in seated a moment ago starts after the last tick and would read as "booked
  // soon". Data that has arrived is at least as new as the moment it arrived.
  const now = Math.max(tick, reservations.fulfilledTimeStamp ?? 0, tables.fulfilledTimeStamp ?? 0);
  const list = reservations.data ?? [];
  const tableList = tables.data ?? [];
  // The panel follows reloads: it is looked up by id in the latest tables.
  const selected = tableList.find((x) => x.id === selectedId) ?? null;

  const failed = (query: typeof reservations | typeof tables, fallback: string) =>
    query.isError && !shownByOfflineBanner(query) ? (
      <ErrorState
        message={errorMessage(query.error, t(fallback))}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    ) : null;
  const loading = reservations.data === undefined || tables.data === undefined;
  const error = failed(tables, 'errors.loadTables') ?? failed(reservations, 'errors.loadReservations');

  return (
    <Stack gap="md">
      <DayLiveReload restaurantId={restaurantId} firstAnswerIn={!reservations.isLoading} />
      <OfflineBanner since={offlineSince} />
      {error}
      {loading && !error ? (
        <LoadingState label={t('host.kiosk.loading')} />
      ) : (
        !loading && (
          <>
            <Group align="flex-start" gap="md" wrap="wrap">
              <Box style={{ flex: '3 1 34rem', minWidth: 0 }}>
                <AreaBoundary name="kiosk-tables">
                  <TablesGrid
                    tables={tableList}
                    reservations={list}
                    now={now}
                    onSelect={(table: TTable) => setSelectedId(table.id)}
                  />
                </AreaBoundary>
              </Box>
              <Box style={{ flex: '2 1 20rem', minWidth: 0 }}>
                <AreaBoundary name="kiosk-arriving">
                  <ArrivingList reservations={list} now={now} actions={actions} />
                </AreaBoundary>
              </Box>
            </Group>
            <AreaBoundary name="kiosk-active">
              <ActiveNow reservations={list} tables={tableList} now={now} />
            </AreaBoundary>
            <AreaBoundary name="kiosk-table-panel">
              <TablePanel
                table={selected}
                reservations={list}
                now={now}
                actions={actions}
                onClose={() => setSelectedId(null)}
              />
            </AreaBoundary>
          </>
        )
      )}
      <Box>
        <HostPanels
          restaurantId={restaurantId}
          maxListHeight={WAITLIST_MAX_HEIGHT}
          pollingInterval={KIOSK_POLLING_MS}
          waitlistForStaff
        />
      </Box>
    </Stack>
  );
}
