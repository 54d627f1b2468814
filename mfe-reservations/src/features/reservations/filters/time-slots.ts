import { RESERVATION_TIME_SLOTS, type TRestaurantOption } from '@stol/contracts';

const SLOT_MINUTES = 30;

const slotLabel = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Opening hours of one restaurant on a day: a special-hours entry for that date wins; null = closed. */
function hoursOn(restaurant: TRestaurantOption, day: string | null): { open: number; close: number } | null {
  if (restaurant.openHour === undefined || restaurant.closeHour === undefined) return null;
  const special = day ? restaurant.specialHours?.[day] : undefined;
  if (special && 'closed' in special && special.closed === true) return null;
  const open = special && 'openHour' in special ? special.openHour : restaurant.openHour;
  const close = special && 'closeHour' in special ? special.closeHour : restaurant.closeHour;
  return close > open ? { open, close } : null;
}

/**
 * The time filter's 30-minute slots: from opening to the last slot before closing of the restaurants in view
 * (the chosen one, else all the user's), on the chosen day (special hours) or on a regular day. Without hours
 * (not loaded yet) the whole day. A selected value outside the hours stays listed so the select can show it.
 */
export function timeSlotsFor(
  restaurants: readonly TRestaurantOption[] | undefined,
  restaurantId: string,
  day: string | null,
  selected: string,
): string[] {
  const inView = (restaurants ?? []).filter((r) => !restaurantId || String(r.id) === restaurantId);
  const known = inView.filter((r) => r.openHour !== undefined && r.closeHour !== undefined);
  let slots: string[];
  if (known.length === 0) slots = [...RESERVATION_TIME_SLOTS];
  else {
    const minutes = new Set<number>();
    for (const restaurant of known) {
      const hours = hoursOn(restaurant, day);
      if (!hours) continue;
      for (let m = hours.open * 60; m < hours.close * 60; m += SLOT_MINUTES) minutes.add(m);
    }
    slots = [...minutes].sort((a, b) => a - b).map(slotLabel);
  }
  if (selected && !slots.includes(selected)) slots = [...slots, selected].sort();
  return slots;
}
