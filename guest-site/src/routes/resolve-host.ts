import { getJson, query } from '../api/client';
import type { THubCheckResponse } from '@stol/contracts';
import type { TRoute } from './parse-route';
import { specialHosts, type TSpecialHosts } from './special-hosts';

/**
 * Host resolution (guest spec §2.1): the special hostnames first (the back office's, the API's); then a
 * single-restaurant origin shows its restaurant, a hub the restaurant of a non-root path, else the hub list; an
 * origin nobody uses shows the welcome page. On the hub fallback hostname a failed resolution shows the hub.
 */
export async function resolveHost(
  origin: string,
  pathname: string,
  hosts: TSpecialHosts = specialHosts(),
): Promise<TRoute> {
  const hostname = new URL(origin).hostname;
  if (hosts.adminHostname === hostname && hosts.adminUrl) return { kind: 'admin', url: hosts.adminUrl };
  if (hosts.apiHostname === hostname) return { kind: 'backend' };
  const hubFallback = hosts.hubFallbackHostname === hostname;
  let check: THubCheckResponse;
  try {
    check = await getJson<THubCheckResponse>(`/public/hub-check?${query({ origin })}`);
  } catch (error) {
    if (hubFallback) return { kind: 'hub' };
    throw error;
  }
  if (!check.isHub) {
    if (check.restaurantId) return { kind: 'restaurant', id: check.restaurantId };
    return hubFallback ? { kind: 'hub' } : { kind: 'welcome' };
  }
  if (pathname === '/' || pathname === '') return { kind: 'hub' };
  try {
    const { id } = await getJson<{ id: number }>(`/public/resolve?${query({ origin, path: pathname })}`);
    return { kind: 'restaurant', id };
  } catch {
    return { kind: 'hub' };
  }
}
