import { isNetworkFailure } from '@stol/platform';

/**
 * Issue 19 §1: a refetch that never reached the server while the screen still shows its last data is what the
 * 'Offline since HH:mm' banner says (the day view and the kiosk show it); a second 'Failed to load…' alert per
 * panel would only repeat it. A server's refusal, or a first load with nothing to show, still says so.
 */
export const shownByOfflineBanner = (query: { data?: unknown; isError: boolean; error?: unknown }): boolean =>
  query.isError && query.data !== undefined && isNetworkFailure(query.error);
