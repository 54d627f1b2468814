import { reservationForTable, type TReservationListItem, type TTable } from '@stol/contracts';
import { Alert, Box, Group, Stack } from '@mantine/core';
import { useCallbackRef, useMediaQuery } from '@mantine/hooks';
import { dateFormatFor } from '@stol/platform/intl';
import { useZagrebClock, zagrebDateTime, zagrebDayKey } from '@stol/platform/time';
import { AreaBoundary } from '@stol/ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import { OfflineBanner } from '../../../offline/OfflineBanner';
import { useOffline } from '../../../offline/use-offline';
import { LargePartyPanel } from '../../../host/large-party/LargePartyPanel';
import { HostPanels, useIsHost } from '../../../host/HostPanels';
import { ReservationInfo, usePreloadedInfoDetails, type TInfoTarget } from '../info/ReservationInfo';
import { TodayList } from '../list/TodayList';
import { useDayActions } from '../list/use-day-actions';
import { DayLiveReload } from '../live/DayLiveReload';
import { MapSection } from '../map/MapSection';
import { TABLET_QUERY, WIDE_QUERY } from '../../../../layout/media-queries';
import { ZagrebClock } from '../ZagrebClock';
import { dayCovers } from './covers';
import { CoversSummary } from './CoversSummary';
import { useDayParam } from './day-param';
import { DayNav } from './DayNav';
import { SideTabs, type TSideTab } from './SideTabs';
import { NOW_TICK_MS, useDayReservations } from './use-day-data';
import { useChooseDay } from './use-choose-day';
import { usePrefetchNavDays } from './use-prefetch-nav-days';

/** 'Friday, 28 November 2026' for a Zagreb day, in the reader's language. */
function longDay(day: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'hr-HR';
  return dateFormatFor(locale, { timeZone: 'Europe/Zagreb', dateStyle: 'full' }).format(
    zagrebDateTime(day, '12:00'),
  );
}

/**
 * The restaurant day view (issue 11 §2, issue 22 §3–§4): any day (`?date=`), its covers and the clock in the
 * header, the reservations grouped by phase with their actions, and beside them the floor plan coloured by table
 * state with the waitlist, walk-in and large parties one tap away. Today is live; other days are looked at (past)
 * or prepared (later: guest details and cancelling in Info). Data refreshes every 30 s and on live events.
 */
export function DayView({ restaurantId, switcher }: { restaurantId: number; switcher?: ReactNode }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const actions = useDayActions();
  // Staff see the day but not the hosts' panels (staff spec §6); the API refuses them too.
  const host = useIsHost();
  const sideBySide = useMediaQuery(TABLET_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const today = zagrebDayKey(useZagrebClock(NOW_TICK_MS));
  const { date: chosen, setDate } = useDayParam(today);
  const chooseDay = useChooseDay(restaurantId, setDate);
  const day = useDayReservations(restaurantId, chosen);
  const { query, now, date, isToday } = day;
  const past = !isToday && date < day.today;
  usePrefetchNavDays(restaurantId, date, day.today, query.fulfilledTimeStamp);
  usePreloadedInfoDetails();
  const [info, setInfo] = useState<(TInfoTarget & { tableId: number | null }) | null>(null);
  const [side, setSide] = useState('plan');
  // The chosen day's own answer only (RTK's currentData): while another day loads, the list says so and the plan
  // waits, instead of redrawing the previous day's rows and tables under the new date (misleading, and with 300
  // reservations most of a day switch's time; issue 22 §7). Refetches of the same day keep what is shown.
  const reservations = useMemo(() => query.currentData ?? [], [query.currentData]);
  const dayQuery = { ...query, data: query.currentData };
  const covers = useMemo(() => dayCovers(reservations, now), [reservations, now]);
  // Issue 19 §1: the kiosk's banner; the list keeps the last data it had.
  const offlineSince = useOffline(query);

  // Stable, like the actions: the list's memoised rows are not redrawn when an unrelated answer arrives.
  const openReservation = useCallback(
    (reservation: TReservationListItem) =>
      setInfo({ tableNumber: reservation.table.number, reservation, tableId: reservation.tableId }),
    [],
  );
  const closeInfo = useCallback(() => setInfo(null), []);
  // Stable too (the memoised plan's onSelect), reading the day as it is at the tap.
  const openTable = useCallbackRef((table: TTable) =>
    setInfo({
      tableNumber: table.number,
      reservation: reservationForTable(table, reservations, now),
      tableId: table.id,
    }),
  );

  // The dialog follows reloads: a check-in elsewhere updates the status it shows.
  const shown =
    info && info.reservation
      ? { ...info, reservation: reservations.find((r) => r.id === info.reservation!.id) ?? info.reservation }
      : info;

  const title = isToday ? t('day.title') : t('dayView.titleOn', { date: longDay(date, i18n.language) });
  // Each area fails alone (issue 19 §1): a chunk that did not load shows Try again there, the rest stays.
  const list = (
    <AreaBoundary name="day-list">
      <TodayList
        query={dayQuery}
        now={now}
        actions={actions}
        onInfo={openReservation}
        title={title}
        readOnly={!isToday}
        day={date}
      />
    </AreaBoundary>
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
  // The waitlist and walk-ins are today's business; large parties are requests for any day.
  const door = isToday ? <HostPanels restaurantId={restaurantId} /> : null;
  const largeParty = host ? (
    <AreaBoundary name="large-party">
      <LargePartyPanel restaurantId={restaurantId} />
    </AreaBoundary>
  ) : null;
  const sideTabs: TSideTab[] = [
    { key: 'plan', label: t('dayView.side.plan'), panel: map },
    ...(host && door ? [{ key: 'door', label: t('dayView.side.waitlist'), panel: door }] : []),
    ...(largeParty ? [{ key: 'large', label: t('dayView.side.largeParty'), panel: largeParty }] : []),
  ];

  return (
    <>
      <DayLiveReload restaurantId={restaurantId} firstAnswerIn={!query.isLoading} />
      <OfflineBanner since={offlineSince} />
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" data-testid="day-header">
        <Group gap="md" align="flex-end" wrap="wrap">
          {switcher}
          <DayNav date={date} today={day.today} onChange={chooseDay} />
        </Group>
        <CoversSummary covers={covers} />
        <ZagrebClock compact />
      </Group>
      {!isToday && (
        <Alert color={past ? 'gray' : 'blue'} variant="light" p="xs" data-testid="other-day">
          {past ? t('dayView.pastDay') : t('dayView.laterDay')}
        </Alert>
      )}
      {wide ? (
        // A desk (1200 px and up): the list and the door on the left, the room always in view on the right.
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Stack gap="lg" style={{ flex: '3 1 0', minWidth: 0 }}>
            {list}
            {door}
            {largeParty}
          </Stack>
          <Box style={{ flex: '2 1 0', minWidth: 0, position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            {map}
          </Box>
        </Group>
      ) : sideBySide ? (
        // A tablet at the stand (1024×768): the list on the left; the room, the door and large parties one tap
        // apart on the right.
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Box style={{ flex: '1 1 0', minWidth: 0 }}>{list}</Box>
          <Box
            style={{
              // Wide enough for a toast (440 px, bottom-right) to sit over this column, never over the list.
              flex: '0 0 min(480px, 47%)',
              minWidth: 0,
              position: 'sticky',
              top: 'var(--mantine-spacing-md)',
            }}
          >
            {sideTabs.length > 1 ? (
              <SideTabs label={t('dayView.side.label')} tabs={sideTabs} selected={side} onSelect={setSide} />
            ) : (
              map
            )}
          </Box>
        </Group>
      ) : (
        <Stack gap="lg">
          {list}
          {map}
          {door}
          {largeParty}
        </Stack>
      )}
      <AreaBoundary name="reservation-info">
        <ReservationInfo
          target={shown}
          now={now}
          actions={actions}
          readOnly={!isToday}
          past={past}
          onClose={closeInfo}
        />
      </AreaBoundary>
    </>
  );
}
