import { api, isNetworkFailure, useAppDispatch } from '@stol/platform';
import { useEffect, useState } from 'react';

/** While cut off, look for the way back this often (the kiosk polls every 20 s otherwise). */
export const OFFLINE_RETRY_MS = 5_000;

const onLine = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * Issue 11 §3 (the kiosk), issue 19 §1 (the day view): the screen keeps its last data when the network or the API
 * drops and says since when. Down means the browser is offline or the day's reservations could not be fetched at all; the moment it went down is kept
 * until a fetch succeeds again. While down it retries every 5 s, and coming back online refetches everything.
 */
export function useOffline(probe: {
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}): number | null {
  const dispatch = useAppDispatch();
  const [browserOnline, setBrowserOnline] = useState(onLine);
  const [since, setSince] = useState<number | null>(null);
  const down = !browserOnline || (probe.isError && isNetworkFailure(probe.error));

  if (down && since === null) setSince(Date.now());
  if (!down && since !== null) setSince(null);

  useEffect(() => {
    const online = () => {
      setBrowserOnline(true);
      dispatch(api.util.invalidateTags(['Reservations', 'Tables', 'Waitlist', 'Stats']));
    };
    const offline = () => setBrowserOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [dispatch]);

  const { refetch } = probe;
  useEffect(() => {
    if (!down) return;
    const id = setInterval(() => void refetch(), OFFLINE_RETRY_MS);
    return () => clearInterval(id);
  }, [down, refetch]);

  return since;
}
