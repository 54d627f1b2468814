import { Stack } from '@mantine/core';
import { HOST_ROLES } from '@stol/contracts';
import { useCurrentUser } from '@stol/platform';
import { AreaBoundary } from '@stol/ui';
import { DAY_POLLING_MS } from '../../api/day-view-api';
import { WaitlistLiveReload } from './live/WaitlistLiveReload';
import { WaitlistPanel } from './waitlist/WaitlistPanel';
import { WalkInForm } from './walk-in/WalkInForm';

/** Whether the signed-in user runs the door: staff get 403 on these calls, so they never see (or fetch) them. */
export function useIsHost(): boolean {
  const user = useCurrentUser();
  return !!user && HOST_ROLES.includes(user.role);
}

interface HostPanelsProps {
  restaurantId: number;
  /** The kiosk bounds the waitlist to 400 px. */
  maxListHeight?: number;
  pollingInterval?: number;
  /**
   * The kiosk (staff spec §2 hides only its walk-in form from staff; issue 19 §23): staff see the waitlist,
   * read-only. The day view passes false: there staff see neither panel (staff spec §6).
   */
  waitlistForStaff?: boolean;
}

/**
 * The walk-in form and the waitlist of one restaurant, for hosts; the same pieces on the day view and the kiosk.
 * Each is an area of its own (issue 19 §1): one that fails to load shows Try again, the other stays.
 */
export function HostPanels({
  restaurantId,
  maxListHeight,
  pollingInterval = DAY_POLLING_MS,
  waitlistForStaff = false,
}: HostPanelsProps) {
  const host = useIsHost();
  if (!host && !waitlistForStaff) return null;
  return (
    <Stack gap="md">
      <WaitlistLiveReload restaurantId={restaurantId} />
      <AreaBoundary name="waitlist">
        <WaitlistPanel
          restaurantId={restaurantId}
          maxListHeight={maxListHeight}
          pollingInterval={pollingInterval}
          readOnly={!host}
        />
      </AreaBoundary>
      {host && (
        <AreaBoundary name="walk-in">
          <WalkInForm restaurantId={restaurantId} />
        </AreaBoundary>
      )}
    </Stack>
  );
}
