import { getJson, query } from '../api/client';
import type { THubCheckResponse } from '@stol/contracts';
import type { TRoute } from './parse-route';

/**
 * Host resolution (guest spec §2.1): a single-restaurant origin shows its restaurant; a hub shows the restaurant
 * of a non-root path, else the hub list; an origin nobody uses shows the welcome page.
 */
export async function resolveHost(origin: string, pathname: string): Promise<TRoute> {
  const check = await getJson<THubCheckResponse>(`/public/hub-check?${query({ origin })}`);
  if (!check.isHub)
    return check.restaurantId ? { kind: 'restaurant', id: check.restaurantId } : { kind: 'welcome' };
  if (pathname === '/' || pathname === '') return { kind: 'hub' };
  try {
    const { id } = await getJson<{ id: number }>(`/public/resolve?${query({ origin, path: pathname })}`);
    return { kind: 'restaurant', id };
  } catch {
    return { kind: 'hub' };
  }
}
