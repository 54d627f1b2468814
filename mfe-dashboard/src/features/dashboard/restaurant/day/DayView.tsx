import { HOST_ROLES, type TReservationListItem, type TTable } from '@stol/contracts';
import { useCurrentUser } from '@stol/platform';
import { Box, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AreaBoundary } from '@stol/ui';
import { useState } from 'react';
import { OfflineBanner } from '../../../offline/OfflineBanner';
import { useOffline } from '../../../offline/use-offline';
import { LargePartyPanel } from '../../../host/large-party/LargePartyPanel';
import { HostPanels } from '../../../host/HostPanels';
import { ReservationInfo, type TInfoTarget } from '../info/ReservationInfo';
import { TodayList } from '../list/TodayList';
import { useDayActions } from '../list/use-day-actions';
import { DayLiveReload } from '../live/DayLiveReload';
import { MapSection } from '../map/MapSection';
import { WIDE_QUERY } from '../../../../layout/media-queries';
import { reservationForTable } from './occupancy';
import type { useTodaysReservations } from './use-day-data';

type TDay = ReturnType<typeof useTodaysReservations>;

/**
 * The restaurant day view (issue 11 §2): today's reservations with their actions, the occupancy map, and the
 * info dialog opened from a row or a table. Data refreshes every 30 s and on the restaurant's live events.
 */
export function DayView({ restaurantId, day }: { restaurantId: number; day: TDay }) {
  const actions = useDayActions();
  const user = useCurrentUser();
  // Staff see the day but not the hosts' panels (staff spec §6); the API refuses them too.
  const host = !!user && HOST_ROLES.includes(user.role);
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const { query, now } = day;
  const [info, setInfo] = useState<(TInfoTarget & { tableId: number | null }) | null>(null);
  const reservations = query.data ?? [];
  // Issue 19 §1: the kiosk's banner; the list keeps the last data it had.
  const offlineSince = useOffline(query);

  const openReservation = (reservation: TReservationListItem) =>
    setInfo({ tableNumber: reservation.table.number, reservation, tableId: reservation.tableId });
  const openTable = (table: TTable) =>
    setInfo({
      tableNumber: table.number,
      reservation: reservationForTable(table, reservations, now),
      tableId: table.id,
    });

  // The dialog follows reloads: a check-in elsewhere updates the status it shows.
  const shown =
    info && info.reservation
      ? { ...info, reservation: reservations.find((r) => r.id === info.reservation!.id) ?? info.reservation }
      : info;

  // Each area fails alone (issue 19 §1): a chunk that did not load shows Try again there, the rest stays.
  const list = (
    <AreaBoundary name="day-list">
      <TodayList query={query} now={now} actions={actions} onInfo={openReservation} />
    </AreaBoundary>
  );
  const panels = (
    <>
      <HostPanels restaurantId={restaurantId} />
      {host && (
        <AreaBoundary name="large-party">
          <LargePartyPanel restaurantId={restaurantId} />
        </AreaBoundary>
      )}
    </>
  );
  const map = (
    <AreaBoundary name="day-map">
      <MapSection
        restaurantId={restaurantId}
        reservations={reservations}
        now={now}
        selectedId={info?.tableId ?? null}
        onSelect={openTable}
      />
    </AreaBoundary>
  );

  return (
    <>
      <DayLiveReload restaurantId={restaurantId} />
      <OfflineBanner since={offlineSince} />
      {wide ? (
        // A host's desk: the list and the door on the left, the room always in view on the right.
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Stack gap="lg" style={{ flex: '3 1 0', minWidth: 0 }}>
            {list}
            {panels}
          </Stack>
          <Box style={{ flex: '2 1 0', minWidth: 0, position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            {map}
          </Box>
        </Group>
      ) : (
        <Stack gap="lg">
          {list}
          {map}
          {panels}
        </Stack>
      )}
      <AreaBoundary name="reservation-info">
        <ReservationInfo target={shown} now={now} actions={actions} onClose={() => setInfo(null)} />
      </AreaBoundary>
    </>
  );
}
