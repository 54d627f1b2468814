import { LARGE_PARTY_MIN_DAYS_AHEAD, type TPublicRestaurant } from '@stol/contracts';

/**
 * How many days ahead a large-party request must be (issue 23 §5: the restaurant's
 * `floorplan.largePartyMinDaysAhead`, default 5 as guest spec §5.1 says). The one place the form reads it: until
 * the setting is in the public restaurant answer the default stands, and then this line reads it. The default
 * comes from contracts' guest-constants.ts (no zod on the guest's first load: e2e weight.spec.ts).
 */
export function largePartyMinDaysAhead(restaurant: TPublicRestaurant): number {
  const setting = (restaurant.floorplan as unknown as { largePartyMinDaysAhead?: number | null })
    .largePartyMinDaysAhead;
  return setting ?? LARGE_PARTY_MIN_DAYS_AHEAD;
}
