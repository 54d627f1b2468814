import { LARGE_PARTY_MIN_DAYS_AHEAD, RESTAURANT_DEFAULTS } from '@stol/contracts';
import { aRestaurant } from '@stol/platform/testing';
import { largePartyMinDaysAhead } from './large-party-notice';

describe('the large-party notice (issue 23 §5)', () => {
  it('is the restaurant’s setting, else the spec’s 5 days (the same default as the restaurant settings’)', () => {
    expect(LARGE_PARTY_MIN_DAYS_AHEAD).toBe(RESTAURANT_DEFAULTS.largePartyMinDaysAhead);
    expect(largePartyMinDaysAhead(aRestaurant())).toBe(5);
    const restaurant = aRestaurant();
    const floorplan = { ...restaurant.floorplan, largePartyMinDaysAhead: 12 };
    expect(largePartyMinDaysAhead({ ...restaurant, floorplan })).toBe(12);
  });
});
