import {
  bookingTooFarMessage,
  bookingTooSoonMessage,
  bookingWindowReason,
  durationFor,
  pacingAllows,
  SERVICE_RULES_MESSAGES,
  servicesOn,
  slotMinutes,
  weekdayOf,
  ZRestaurantPatch,
  type TServiceRuleSettings,
} from './index';

const base: TServiceRuleSettings = { openHour: 11, closeHour: 21, intervalMin: 30, defaultDurationMin: 60 };
const konoba: TServiceRuleSettings = {
  ...base,
  weeklyHours: {
    mon: [],
    tue: [
      { open: '12:00', close: '15:00' },
      { open: '18:00', close: '24:00' },
    ],
  },
  specialHours: { '2026-12-01': { openHour: 10, closeHour: 14 }, '2026-12-02': { closed: true } },
};

describe('servicesOn', () => {
  it('names weekdays from the calendar day', () => {
    expect(weekdayOf('2026-11-30')).toBe('mon');
    expect(weekdayOf('2026-12-06')).toBe('sun');
  });
  it('uses the regular hours when no rule is set (as before)', () => {
    expect(servicesOn(base, '2026-11-30')).toEqual({
      closed: false,
      source: 'hours',
      services: [{ openMin: 660, closeMin: 1260 }],
    });
  });
  it('closes a weekday with an empty list and splits another into services', () => {
    expect(servicesOn(konoba, '2026-11-30')).toEqual({ closed: true, source: 'weekday', services: [] });
    expect(servicesOn(konoba, '2026-12-08').services).toEqual([
      { openMin: 720, closeMin: 900 },
      { openMin: 1080, closeMin: 1440 },
    ]);
  });
  it('lets a weekday left out use openHour/closeHour', () => {
    expect(servicesOn(konoba, '2026-12-03')).toMatchObject({ source: 'hours', closed: false });
  });
  it("lets a date's special hours override its weekday's rule", () => {
    // 2026-12-01 is a Tuesday.
    expect(servicesOn(konoba, '2026-12-01')).toEqual({
      closed: false,
      source: 'date',
      services: [{ openMin: 600, closeMin: 840 }],
    });
    expect(servicesOn(konoba, '2026-12-02')).toEqual({ closed: true, source: 'date', services: [] });
  });
});

describe('slotMinutes', () => {
  it("offers every interval of each service up to its close minus the party's duration", () => {
    const services = servicesOn(konoba, '2026-12-08').services;
    const starts = slotMinutes(services, 30, 90);
    expect(starts.slice(0, 4)).toEqual([720, 750, 780, 810]); // 12:00 … 13:30, lunch ends 15:00
    expect(starts).not.toContain(840);
    expect(starts[4]).toBe(1080); // dinner 18:00
    expect(starts.at(-1)).toBe(1350); // 22:30 + 90 min = 24:00
  });
});

describe('durationFor', () => {
  const turns = {
    defaultDurationMin: 90,
    turnTimes: [
      { maxGuests: 2, minutes: 75 },
      { maxGuests: 6, minutes: 120 },
    ],
  };
  it('takes the first turn time that fits the party, else the default', () => {
    expect(durationFor(turns, 1)).toBe(75);
    expect(durationFor(turns, 2)).toBe(75);
    expect(durationFor(turns, 3)).toBe(120);
    expect(durationFor(turns, 7)).toBe(90);
    expect(durationFor(turns, undefined)).toBe(90);
    expect(durationFor({ defaultDurationMin: 60 }, 4)).toBe(60);
  });
});

describe('pacing and the booking window', () => {
  it('allows a party while the covers stay within the slot’s maximum', () => {
    expect(pacingAllows({ maxCoversPerSlot: 8 }, 6, 2)).toBe(true);
    expect(pacingAllows({ maxCoversPerSlot: 8 }, 7, 2)).toBe(false);
    expect(pacingAllows(null, 700, 20)).toBe(true);
  });
  it('says too soon and too far', () => {
    const at = (startMs: number, startDateKey: string) => ({
      startMs,
      nowMs: 0,
      startDateKey,
      todayDateKey: '2026-11-27',
    });
    const window = { minNoticeMinutes: 120, maxDaysAhead: 60 };
    expect(bookingWindowReason(window, at(119 * 60_000, '2026-11-27'))).toBe('too_soon');
    expect(bookingWindowReason(window, at(120 * 60_000, '2026-11-27'))).toBeNull();
    expect(bookingWindowReason(window, at(1e10, '2027-01-26'))).toBeNull(); // 60 days after
    expect(bookingWindowReason(window, at(1e10, '2027-01-27'))).toBe('too_far');
    expect(bookingWindowReason(null, at(0, '2030-01-01'))).toBeNull();
  });
  it('says the window in words a guest understands', () => {
    expect(bookingTooSoonMessage(120)).toBe(
      'Online bookings must be made at least 2 hours ahead. Please choose a later time or call the restaurant.',
    );
    expect(bookingTooSoonMessage(60)).toContain('at least 1 hour ahead');
    expect(bookingTooSoonMessage(45)).toContain('at least 45 minutes ahead');
    expect(bookingTooFarMessage(60)).toBe('Bookings open 60 days ahead. Please choose an earlier date.');
  });
});

describe('ZRestaurantPatch with service rules', () => {
  const issues = (patch: unknown) =>
    ZRestaurantPatch.safeParse(patch).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts the issue’s example rules and clears one with null', () => {
    expect(
      issues({
        weeklyHours: konoba.weeklyHours,
        turnTimes: [
          { maxGuests: 2, minutes: 75 },
          { maxGuests: 6, minutes: 120 },
        ],
        pacing: { maxCoversPerSlot: 24 },
        bookingWindow: { minNoticeMinutes: 120, maxDaysAhead: 60 },
      }),
    ).toEqual([]);
    expect(issues({ weeklyHours: null, turnTimes: null, pacing: null, bookingWindow: null })).toEqual([]);
  });
  it.each([
    [{ weeklyHours: { mon: [{ open: '12:00', close: '11:00' }] } }, SERVICE_RULES_MESSAGES.closeAfterOpen],
    [{ weeklyHours: { mon: [{ open: '12:00', close: '24:30' }] } }, SERVICE_RULES_MESSAGES.serviceTime],
    [{ weeklyHours: { mon: [{ open: '9:00', close: '11:00' }] } }, SERVICE_RULES_MESSAGES.serviceTime],
    [
      {
        weeklyHours: {
          tue: [
            { open: '12:00', close: '15:00' },
            { open: '14:00', close: '16:00' },
          ],
        },
      },
      SERVICE_RULES_MESSAGES.order,
    ],
    [
      {
        weeklyHours: {
          tue: [
            { open: '08:00', close: '09:00' },
            { open: '10:00', close: '11:00' },
            { open: '12:00', close: '13:00' },
            { open: '14:00', close: '15:00' },
          ],
        },
      },
      SERVICE_RULES_MESSAGES.tooMany,
    ],
    [
      {
        turnTimes: [
          { maxGuests: 4, minutes: 90 },
          { maxGuests: 4, minutes: 120 },
        ],
      },
      SERVICE_RULES_MESSAGES.turnTimesOrder,
    ],
    [{ turnTimes: [{ maxGuests: 21, minutes: 90 }] }, SERVICE_RULES_MESSAGES.turnTimeGuests],
    [{ turnTimes: [{ maxGuests: 2, minutes: 10 }] }, SERVICE_RULES_MESSAGES.turnTimeMinutes],
    [{ pacing: { maxCoversPerSlot: 0 } }, SERVICE_RULES_MESSAGES.pacingRange],
    [{ pacing: { maxCoversPerSlot: 501 } }, SERVICE_RULES_MESSAGES.pacingRange],
    [{ bookingWindow: {} }, SERVICE_RULES_MESSAGES.windowEmpty],
    [{ bookingWindow: { maxDaysAhead: 0 } }, SERVICE_RULES_MESSAGES.maxDaysAheadRange],
    [{ bookingWindow: { minNoticeMinutes: -1 } }, SERVICE_RULES_MESSAGES.minNoticeRange],
  ])('refuses %j with a sentence', (patch, message) => {
    expect(issues(patch)).toContain(message);
  });
  it('refuses an unknown weekday', () => {
    expect(ZRestaurantPatch.safeParse({ weeklyHours: { monday: [] } }).success).toBe(false);
  });
});
