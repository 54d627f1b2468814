import { formatZagreb, zagrebDateTime, zagrebDayKey, zagrebDayRange } from './zagreb';

const HOUR = 3_600_000;

describe('Zagreb time on the spring-forward day (2026-03-29, 02:00 CET → 03:00 CEST)', () => {
  it('puts instants around midnight on the right Zagreb day', () => {
    expect(zagrebDayKey(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28'); // 23:59 CET
    expect(zagrebDayKey(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29'); // 00:00 CET
    expect(zagrebDayKey(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29'); // 23:59 CEST
    expect(zagrebDayKey(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30'); // 00:00 CEST
  });

  it('formats wall-clock times with the offset that applies at that instant', () => {
    expect(formatZagreb(new Date('2026-03-29T00:59:00Z'), 'HH:mm xxx')).toBe('01:59 +01:00');
    expect(formatZagreb(new Date('2026-03-29T01:00:00Z'), 'HH:mm xxx')).toBe('03:00 +02:00');
  });

  it('is a 23-hour day', () => {
    const { start, end } = zagrebDayRange('2026-03-29');
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(23 * HOUR);
  });

  it('turns an evening slot into the right instant', () => {
    expect(zagrebDateTime('2026-03-29', '19:30').toISOString()).toBe('2026-03-29T17:30:00.000Z');
    expect(zagrebDateTime('2026-03-28', '19:30').toISOString()).toBe('2026-03-28T18:30:00.000Z');
  });
});

describe('Zagreb time on the fall-back day (2026-10-25, 03:00 CEST → 02:00 CET)', () => {
  it('shows the repeated hour twice, with different offsets', () => {
    expect(formatZagreb(new Date('2026-10-25T00:30:00Z'), 'HH:mm xxx')).toBe('02:30 +02:00');
    expect(formatZagreb(new Date('2026-10-25T01:30:00Z'), 'HH:mm xxx')).toBe('02:30 +01:00');
  });

  it('is a 25-hour day whose both ends are Zagreb midnights', () => {
    const { start, end } = zagrebDayRange('2026-10-25');
    expect(start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(25 * HOUR);
    expect(zagrebDayKey(new Date(end.getTime() - 1))).toBe('2026-10-25');
    expect(zagrebDayKey(end)).toBe('2026-10-26');
  });

  it('formats a date in the Croatian style', () => {
    expect(formatZagreb(new Date('2026-10-25T22:30:00Z'), 'dd.MM.yyyy. HH:mm')).toBe('25.10.2026. 23:30');
  });
});

describe('formatZagreb patterns', () => {
  it('formats the date-time patterns the screens use, seconds included', () => {
    expect(formatZagreb('2026-07-01T08:05:09Z', 'yyyy-MM-dd HH:mm:ss')).toBe('2026-07-01 10:05:09');
    expect(formatZagreb(Date.UTC(2026, 0, 2, 23, 0), 'dd.MM.yyyy HH:mm')).toBe('03.01.2026 00:00');
  });

  it('refuses a pattern letter it does not know rather than printing it', () => {
    expect(() => formatZagreb(new Date(), 'EEEE')).toThrow(/unsupported pattern letter 'E'/);
  });
});

describe('zagrebDateTime around the DST changes', () => {
  it('reads times on both sides of the changes with their own offsets', () => {
    expect(zagrebDateTime('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(zagrebDateTime('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zagrebDateTime('2026-10-25', '01:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(zagrebDateTime('2026-10-25', '03:30').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });
});
