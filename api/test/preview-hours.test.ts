import { dayChange, fitsHours } from '../src/modules/restaurants/preview/day-change';
import {
  bulkDays,
  hoursAfter,
  MAX_BULK_DAYS,
  type HourSettings,
} from '../src/modules/restaurants/preview/hours-after';

/** The settings preview's pure parts (issue 20 §4): the hours after a change, and how a day moves. */
const CURRENT: HourSettings = {
  openHour: 11,
  closeHour: 21,
  intervalMin: 30,
  defaultDurationMin: 60,
  specialHours: { '2026-12-24': { openHour: 11, closeHour: 15 }, '2026-12-25': { closed: true } },
  weeklyHours: null,
  turnTimes: null,
  pacing: null,
};

describe('hoursAfter', () => {
  it('takes the PATCH fields, specialHours replacing the whole map, and never changes the current settings', () => {
    const copy = structuredClone(CURRENT);
    const after = hoursAfter(CURRENT, { closeHour: 22, specialHours: { '2026-12-31': { closed: true } } });
    expect(after).toEqual({ ...CURRENT, closeHour: 22, specialHours: { '2026-12-31': { closed: true } } });
    expect(CURRENT).toEqual(copy);
  });

  it('adds a bulk range (closed, or its hours) over the special hours, and removes one', () => {
    const closed = hoursAfter(CURRENT, {
      bulk: { action: 'add', startDate: '2026-12-24', endDate: '2026-12-26', closed: true },
    });
    expect(closed.specialHours).toEqual({
      '2026-12-24': { closed: true },
      '2026-12-25': { closed: true },
      '2026-12-26': { closed: true },
    });
    const short = hoursAfter(CURRENT, {
      bulk: {
        action: 'add',
        startDate: '2026-12-31',
        endDate: '2027-01-01',
        closed: false,
        openHour: 12,
        closeHour: 16,
      },
    });
    expect(short.specialHours['2027-01-01']).toEqual({ openHour: 12, closeHour: 16 });
    const removed = hoursAfter(CURRENT, {
      bulk: { action: 'remove', startDate: '2026-12-01', endDate: '2026-12-24' },
    });
    expect(removed.specialHours).toEqual({ '2026-12-25': { closed: true } });
    expect(CURRENT.specialHours['2026-12-24']).toEqual({ openHour: 11, closeHour: 15 });
  });

  it('walks a reversed range as nothing and a huge one only so far', () => {
    expect(bulkDays({ startDate: '2026-12-24', endDate: '2026-12-23' })).toEqual([]);
    expect(bulkDays({ startDate: '2000-01-01', endDate: '2099-12-31' })).toHaveLength(MAX_BULK_DAYS);
  });
});

describe('dayChange and fitsHours', () => {
  it('lists the slots a trimmed day closes and an earlier opening opens', () => {
    const after = hoursAfter(CURRENT, { openHour: 10, closeHour: 20 });
    expect(dayChange(CURRENT, after, '2026-06-11')).toEqual({
      closedBefore: false,
      closedAfter: false,
      opens: ['10:00', '10:30'],
      closes: ['19:30', '20:00'],
    });
  });

  it('compares real instants on a DST day: a booking up to closing fits, a minute over does not', () => {
    // 2026-10-25: Zagreb falls back from CEST (UTC+2) to CET (UTC+1) at 03:00; 21:00 is 20:00Z.
    const day = '2026-10-25';
    expect(fitsHours(CURRENT, day, new Date('2026-10-25T19:00:00Z'), new Date('2026-10-25T20:00:00Z'))).toBe(
      true,
    );
    expect(fitsHours(CURRENT, day, new Date('2026-10-25T19:01:00Z'), new Date('2026-10-25T20:01:00Z'))).toBe(
      false,
    );
    // 11:00 is 10:00Z that day: 09:30Z starts before opening.
    expect(fitsHours(CURRENT, day, new Date('2026-10-25T09:30:00Z'), new Date('2026-10-25T10:30:00Z'))).toBe(
      false,
    );
    expect(
      fitsHours(CURRENT, '2026-12-25', new Date('2026-12-25T12:00:00Z'), new Date('2026-12-25T13:00:00Z')),
    ).toBe(false);
  });
});
