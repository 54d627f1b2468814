import {
  analyticsPeriodRange,
  canUseAnalytics,
  heatmapBucket,
  percentOf,
  ZAnalyticsQuery,
  ZReportReservationsQuery,
  ZReturningGuestsQuery,
} from './index';

describe('analytics definitions', () => {
  it('puts a share into the five buckets of guest spec §9', () => {
    expect([0, 0.19, 0.2, 0.39, 0.4, 0.6, 0.79, 0.8, 1].map(heatmapBucket)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 4,
    ]);
  });

  it('rounds rates to two decimals and answers 0 when there is nothing to divide by', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('reaches back 30 or 7 days from now, or without bound', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(analyticsPeriodRange('all', now)).toEqual({ from: null, to: now });
    expect(analyticsPeriodRange('month', now).from?.toISOString()).toBe('2026-10-27T12:00:00.000Z');
    expect(analyticsPeriodRange('week', now).from?.toISOString()).toBe('2026-11-19T12:00:00.000Z');
  });

  it('admits a superadmin and a premium manager only', () => {
    expect(canUseAnalytics({ role: 'superadmin', plan: 'basic' })).toBe(true);
    expect(canUseAnalytics({ role: 'restaurantmanager', plan: 'premium' })).toBe(true);
    expect(canUseAnalytics({ role: 'restaurantmanager', plan: 'pro' })).toBe(false);
    expect(canUseAnalytics({ role: 'restaurantadmin', plan: 'premium' })).toBe(false);
    expect(canUseAnalytics({ role: 'staff', plan: 'basic' })).toBe(false);
  });
});

describe('analytics queries', () => {
  it('defaults the period and refuses an unknown one', () => {
    expect(ZAnalyticsQuery.parse({ restaurantId: '3' })).toEqual({ restaurantId: 3, period: 'all' });
    expect(ZAnalyticsQuery.safeParse({ restaurantId: '3', period: 'year' }).success).toBe(false);
  });

  it('reads checkbox flags and refuses a day that does not exist', () => {
    expect(
      ZReportReservationsQuery.parse({ date: '2026-03-29', restaurantId: '1', noShowsOnly: 'true' }),
    ).toEqual({ date: '2026-03-29', restaurantId: 1, scope: 'day', noShowsOnly: true, largeParties: false });
    expect(ZReportReservationsQuery.safeParse({ date: '2026-02-30', restaurantId: '1' }).success).toBe(false);
    expect(
      ZReportReservationsQuery.safeParse({ date: '2026-02-03', restaurantId: '1', largeParties: 'yes' })
        .success,
    ).toBe(false);
  });

  it('pages returning guests from 1', () => {
    expect(ZReturningGuestsQuery.parse({ restaurantId: '2' })).toEqual({ restaurantId: 2, page: 1 });
    expect(ZReturningGuestsQuery.safeParse({ restaurantId: '2', page: '0' }).success).toBe(false);
  });
});
