import { daySlots, slotsByConversion } from '../src/modules/availability/day-slots';
import { addDaysToKey } from '../src/time/zagreb';

/*
 * daySlots takes a shortcut on days with one UTC offset (midnight plus minutes) and converts each wall time
 * only on the DST days. The shortcut must give exactly what converting every slot gives, on every day.
 */
describe('daySlots', () => {
  it('equals the per-slot conversion on every day of a year, DST days included', () => {
    let day = '2026-01-01';
    let days = 0;
    while (day < '2027-01-01') {
      // Every hour of the day, so the DST hours (02:00, 03:00) are always among the slots.
      expect(daySlots(day, 0, 23, 60, 60)).toEqual(slotsByConversion(day, 0, 23, 60, 60));
      day = addDaysToKey(day, 1);
      days++;
    }
    expect(days).toBe(365);
  });

  it('equals it for other hours, intervals and durations around the changes', () => {
    const days = ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26'];
    const settings: [number, number, number, number][] = [
      [11, 23, 30, 90],
      [0, 23, 30, 60],
      [0, 6, 5, 30],
      [1, 4, 15, 15],
      [2, 3, 20, 45],
      [12, 12, 30, 90], // closes when it opens: no slot
    ];
    for (const day of days)
      for (const [open, close, interval, duration] of settings)
        expect(daySlots(day, open, close, interval, duration)).toEqual(
          slotsByConversion(day, open, close, interval, duration),
        );
  });

  it('takes the one-offset path on an ordinary day: Zagreb wall time, CET and CEST', () => {
    const winter = daySlots('2026-12-01', 11, 23, 30, 90);
    expect(winter[0]).toEqual({
      time: '11:00',
      startMs: Date.parse('2026-12-01T10:00:00Z'),
      endMs: Date.parse('2026-12-01T11:30:00Z'),
      start: '2026-12-01T10:00:00.000Z',
      end: '2026-12-01T11:30:00.000Z',
    });
    expect(winter.at(-1)!.time).toBe('21:30');
    expect(winter).toHaveLength(22);
    expect(daySlots('2026-06-10', 11, 23, 30, 90)[0]!.start).toBe('2026-06-10T09:00:00.000Z');
  });

  it('makes each grid once and hands out the same frozen slots', () => {
    const first = daySlots('2026-12-02', 11, 23, 30, 90);
    expect(daySlots('2026-12-02', 11, 23, 30, 90)).toBe(first);
    expect(daySlots('2026-12-02', 11, 23, 30, 60)).not.toBe(first);
    expect(Object.isFrozen(first) && first.every((slot) => Object.isFrozen(slot))).toBe(true);
  });

  it('skips the wall times that do not exist on the spring-forward day', () => {
    const times = daySlots('2026-03-29', 1, 5, 30, 30).map((s) => s.time);
    expect(times).toEqual(['01:00', '01:30', '03:00', '03:30', '04:00', '04:30']);
  });
});
