import { RESERVATION_TIME_SLOTS, servicesOn, type TRestaurantOption } from '@stol/contracts';

const SLOT_MINUTES = 30;

const slotLabel = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The time filter's 30-minute slots (staff spec §2): in each service of the restaurants in view (the chosen one,
 * else all the user's) on the chosen day — special hours, else the weekday's services (issue 24), else the opening
 * hours: the API's rule from contracts' servicesOn — or on a regular day; never a slot after closing. While the restaurants are not
 * loaded (or could not be) nothing but 'Any time' is offered: a guess of the whole day would offer 21:30 at a
 * restaurant that closes at 21:00. Only an older API answer without hours falls back to the whole day. A
 * selected value outside the hours stays listed so the select can show it.
 */
export function timeSlotsFor(
  restaurants: readonly TRestaurantOption[] | undefined,
  restaurantId: string,
  day: string | null,
  selected: string,
): string[] {
  const inView = (restaurants ?? []).filter((r) => !restaurantId || String(r.id) === restaurantId);
  const withoutHours =
    inView.length > 0 && inView.every((r) => r.openHour === undefined || r.closeHour === undefined);
  let slots: string[];
  if (withoutHours) slots = [...RESERVATION_TIME_SLOTS];
  else {
    const minutes = new Set<number>();
    for (const { openHour, closeHour, specialHours, weeklyHours } of inView) {
      if (openHour === undefined || closeHour === undefined) continue;
      const rules = {
        openHour,
        closeHour,
        specialHours,
        weeklyHours,
        intervalMin: SLOT_MINUTES,
        defaultDurationMin: 0,
      };
      for (const service of servicesOn(rules, day).services)
        for (let m = service.openMin; m < service.closeMin && m < 24 * 60; m += SLOT_MINUTES) minutes.add(m);
    }
    slots = [...minutes].sort((a, b) => a - b).map(slotLabel);
  }
  if (selected && !slots.includes(selected)) slots = [...slots, selected].sort();
  return slots;
}
