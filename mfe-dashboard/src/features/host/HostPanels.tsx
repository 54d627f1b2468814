import { Stack } from '@mantine/core';
import { HOST_ROLES } from '@stol/contracts';
import { useCurrentUser } from '@stol/platform';
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
}

/**
 * The walk-in form and the waitlist of one restaurant, for hosts only; the same pieces on the day view and the
 * kiosk.
 */
export function HostPanels({
  restaurantId,
  maxListHeight,
  pollingInterval = DAY_POLLING_MS,
}: HostPanelsProps) {
  if (!useIsHost()) return null;
  return (
    <Stack gap="md">
      <WaitlistLiveReload restaurantId={restaurantId} />
      <WaitlistPanel
        restaurantId={restaurantId}
        maxListHeight={maxListHeight}
        pollingInterval={pollingInterval}
      />
      <WalkInForm restaurantId={restaurantId} />
    </Stack>
  );
}
