import { aRestaurant } from '@stol/platform/testing';
import { closedWeekday, lastBookableDay } from './date-rules';

// 2026-11-30 is a Monday.
const restaurant = aRestaurant({
  weeklyHours: { mon: [], tue: [] },
  specialHours: { '2026-12-07': { openHour: 12, closeHour: 16 } },
  bookingWindow: { maxDaysAhead: 30 },
});

describe('date rules for the bar', () => {
  it('the last bookable day is today plus the window’s days ahead; none without a window', () => {
    expect(lastBookableDay(restaurant, '2026-11-27')).toBe('2026-12-27');
    expect(lastBookableDay(aRestaurant(), '2026-11-27')).toBeUndefined();
    expect(
      lastBookableDay(aRestaurant({ bookingWindow: { minNoticeMinutes: 60 } }), '2026-11-27'),
    ).toBeUndefined();
  });

  it('names a day closed by its weekday and the next day that opens, skipping closed weekdays', () => {
    expect(closedWeekday(restaurant, '2026-11-30', undefined)).toEqual({
      weekday: 'mon',
      nextOpen: '2026-12-02',
    });
    // Open weekdays, and a special-hours date on a closed weekday, are no closed weekday.
    expect(closedWeekday(restaurant, '2026-12-02', undefined)).toBeNull();
    expect(closedWeekday(restaurant, '2026-12-07', undefined)).toBeNull();
    // The next open day must be bookable.
    expect(closedWeekday(restaurant, '2026-11-30', '2026-12-01')).toEqual({ weekday: 'mon', nextOpen: null });
    expect(closedWeekday(aRestaurant(), '2026-11-30', undefined)).toBeNull();
  });
});
