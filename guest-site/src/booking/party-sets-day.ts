/**
 * Whether a restaurant's day looks different for each party size (issue 24): turn times give each party its own
 * duration, pacing counts its guests against the slot's covers. Then availability is asked with the party's size
 * instead of derived for it from the one answer of the day.
 */
export const partySetsDay = (
  restaurant: { turnTimes?: readonly unknown[] | null; pacing?: object | null } | null | undefined,
): boolean => Boolean(restaurant?.turnTimes?.length || restaurant?.pacing);
