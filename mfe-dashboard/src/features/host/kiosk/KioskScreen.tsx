import { Box, Stack } from '@mantine/core';
import { AreaBoundary } from '@stol/ui';
import { KIOSK_POLLING_MS } from '../../../api/host-api';
import { useDayReservationsQuery, useDayTablesQuery } from '../../../api/day-view-api';
import { DayLiveReload } from '../../dashboard/restaurant/live/DayLiveReload';
import { useTodaysReservations } from '../../dashboard/restaurant/day/use-day-data';
import { HostPanels } from '../HostPanels';
import { ActiveNow } from './ActiveNow';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { TablesGrid } from './TablesGrid';
import { useOffline } from '../../offline/use-offline';

/** Issue 11 §3: the waitlist shows at most 400 px and scrolls. */
const WAITLIST_MAX_HEIGHT = 400;

/**
 * The host stand of one restaurant: active reservations, the tables, the waitlist (read-only for staff) and
 * walk-ins (hosts only),
 * refreshed every 20 s and on live events; when cut off, the last data stays with an offline banner.
 */
export function KioskScreen({ restaurantId }: { restaurantId: number }) {
  const { date, now: tick } = useTodaysReservations(restaurantId);
  // The kiosk's own, faster subscription to the same day (RTK Query polls at the fastest interval asked).
  const reservations = useDayReservationsQuery({ date, restaurantId }, { pollingInterval: KIOSK_POLLING_MS });
  const tables = useDayTablesQuery(restaurantId, { pollingInterval: KIOSK_POLLING_MS });
  const offlineSince = useOffline(reservations);
  // "Now" moves every 15 s; a walk-in seated a moment ago starts after the last tick and would read as "booked
  // soon". Data that has arrived is at least as new as the moment it arrived.
  const now = Math.max(tick, reservations.fulfilledTimeStamp ?? 0, tables.fulfilledTimeStamp ?? 0);
  const list = reservations.data ?? [];
  const tableList = tables.data ?? [];
  return (
    <Stack gap="md">
      <DayLiveReload restaurantId={restaurantId} />
      <OfflineBanner since={offlineSince} />
      <AreaBoundary name="kiosk-tables">
        <TablesGrid tables={tableList} reservations={list} now={now} />
      </AreaBoundary>
      <AreaBoundary name="kiosk-active">
        <ActiveNow reservations={list} tables={tableList} now={now} />
      </AreaBoundary>
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
