import { HOLD_SECONDS, type THoldResponse } from '@stol/contracts';

/**
 * The guest's hold as the page keeps it: the API's answer and until when it is live by this device's clock
 * (received + HOLD_SECONDS, so a device clock that is off does not matter).
 */
export type TOwnHold = THoldResponse & { liveUntil: number };

const storageKey = (restaurantId: number) => `stol.guest.hold.${restaurantId}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings: the hold lives as long as the page
  }
}

/** The tab's hold at this restaurant, while live (issue 19 §8: a reload keeps it the guest's). */
export function rememberedHold(restaurantId: number): TOwnHold | null {
  try {
    const raw = storage()?.getItem(storageKey(restaurantId));
    if (!raw) return null;
    const hold = JSON.parse(raw) as Partial<TOwnHold>;
    const valid =
      typeof hold.holdId === 'string' &&
      typeof hold.tableId === 'number' &&
      typeof hold.date === 'string' &&
      typeof hold.liveUntil === 'number' &&
      hold.liveUntil > Date.now() &&
      hold.liveUntil <= Date.now() + HOLD_SECONDS * 1000;
    return valid ? (hold as TOwnHold) : null;
  } catch {
    return null;
  }
}

export function rememberHold(restaurantId: number, hold: TOwnHold): void {
  try {
    storage()?.setItem(storageKey(restaurantId), JSON.stringify(hold));
  } catch {
    // full or blocked: nothing to remember it by
  }
}

export function forgetHold(restaurantId: number): void {
  try {
    storage()?.removeItem(storageKey(restaurantId));
  } catch {
    // blocked: nothing was remembered
  }
}
