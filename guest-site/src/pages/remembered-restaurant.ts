import type { TPublicRestaurant, TTable } from '@stol/contracts';

/**
 * The restaurant page's public facts (the restaurant as anyone may read it, its tables) as last loaded on this
 * device, so a reload without a network shows the page from the last visit with an offline notice, not 'not
 * found' (issue 23 §6). Nothing of any guest is kept: the answers of GET /restaurants/{id} for the public and
 * GET /public/tables only. The service worker keeps the shell (sw/cache-rules.ts) and never an API answer.
 */
export interface TRememberedRestaurant {
  restaurant: TPublicRestaurant;
  tables: TTable[];
}

const key = (restaurantId: number) => `stol.guest.restaurant.${restaurantId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

export function rememberRestaurant(restaurantId: number, facts: TRememberedRestaurant): void {
  try {
    storage()?.setItem(key(restaurantId), JSON.stringify(facts));
  } catch {
    // full or blocked: the page works, only not offline
  }
}

export function rememberedRestaurant(restaurantId: number): TRememberedRestaurant | null {
  try {
    const raw = storage()?.getItem(key(restaurantId));
    if (!raw) return null;
    const facts = JSON.parse(raw) as Partial<TRememberedRestaurant>;
    return facts.restaurant?.id === restaurantId && Array.isArray(facts.tables)
      ? (facts as TRememberedRestaurant)
      : null;
  } catch {
    return null;
  }
}
