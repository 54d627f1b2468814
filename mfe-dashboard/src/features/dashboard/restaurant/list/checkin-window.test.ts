import { canCheckIn, canClear, canMarkNoShow, isEarlyCheckIn } from './checkin-window';

const now = Date.parse('2026-11-27T18:00:00.000Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const booking = (over: Partial<Parameters<typeof canClear>[0]> = {}) => ({
  date: at(60),
  endDate: at(150),
  status: 'confirmed' as const,
  noShowAt: null,
  checkedInAt: null,
  ...over,
});

describe('the host stand offers', () => {
  it('Clear for a seated party whatever the clock: seated an hour early, or staying past its end', () => {
    expect(canClear(booking({ checkedInAt: at(-5) }))).toBe(true);
    expect(canClear(booking({ date: at(-150), endDate: at(-30), checkedInAt: at(-150) }))).toBe(true);
    expect(canClear(booking())).toBe(false);
    expect(canClear(booking({ status: 'cleared', checkedInAt: at(-5) }))).toBe(false);
  });

  it('No-show only once the start has passed and before the end, for a party not checked in', () => {
    expect(canMarkNoShow(booking(), now)).toBe(false);
    expect(canMarkNoShow(booking({ date: at(-10) }), now)).toBe(true);
    expect(canMarkNoShow(booking({ date: at(-10), checkedInAt: at(-10) }), now)).toBe(false);
    expect(canMarkNoShow(booking({ date: at(-150), endDate: at(-30) }), now)).toBe(false);
  });

  it('Check in from 2 hours before the start, asked about first when more than 15 minutes early', () => {
    expect(canCheckIn(booking({ date: at(121), endDate: at(200) }), now)).toBe(false);
    expect(canCheckIn(booking(), now)).toBe(true);
    expect(isEarlyCheckIn(booking(), now)).toBe(true);
    expect(isEarlyCheckIn(booking({ date: at(10) }), now)).toBe(false);
  });
});
