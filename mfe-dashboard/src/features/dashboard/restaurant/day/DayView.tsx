import { HOST_ROLES, type TReservationListItem, type TTable } from '@stol/contracts';
import { useCurrentUser } from '@stol/platform';
import { useState } from 'react';
import { LargePartyPanel } from '../../../host/large-party/LargePartyPanel';
import { HostPanels } from '../../../host/HostPanels';
import { ReservationInfo, type TInfoTarget } from '../info/ReservationInfo';
import { TodayList } from '../list/TodayList';
import { useDayActions } from '../list/use-day-actions';
import { DayLiveReload } from '../live/DayLiveReload';
import { MapSection } from '../map/MapSection';
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
  const { query, now } = day;
  const [info, setInfo] = useState<(TInfoTarget & { tableId: number | null }) | null>(null);
  const reservations = query.data ?? [];

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

  return (
    <>
      <DayLiveReload restaurantId={restaurantId} />
      <TodayList query={query} now={now} actions={actions} onInfo={openReservation} />
      <HostPanels restaurantId={restaurantId} />
      <MapSection
        restaurantId={restaurantId}
        reservations={reservations}
        now={now}
        selectedId={info?.tableId ?? null}
        onSelect={openTable}
      />
      {host && <LargePartyPanel restaurantId={restaurantId} />}
      <ReservationInfo target={shown} now={now} actions={actions} onClose={() => setInfo(null)} />
    </>
  );
}
