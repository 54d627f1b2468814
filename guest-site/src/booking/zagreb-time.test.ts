import { addDays, isoToZagrebWall, zagrebOffsetMinutes, zagrebToday, zagrebWallToIso } from './zagreb-time';

describe('Zagreb wall times', () => {
  it('turns a datetime-local value into the instant in Zagreb, winter and summer, and back', () => {
    expect(zagrebWallToIso('2026-12-18T19:30')).toBe('2026-12-18T18:30:00.000Z');
    expect(zagrebWallToIso('2026-07-01T19:30')).toBe('2026-07-01T17:30:00.000Z');
    expect(isoToZagrebWall('2026-07-01T17:30:00.000Z')).toBe('2026-07-01T19:30');
    expect(isoToZagrebWall('2026-12-18T23:30:00.000Z')).toBe('2026-12-19T00:30');
  });

  it("knows today's Zagreb day and adds days across a month end", () => {
    expect(zagrebToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(addDays('2026-12-30', 5)).toBe('2027-01-04');
  });
});

describe("Zagreb's offset by the EU summer time rule", () => {
  // The rule replaces Intl.DateTimeFormat with a time zone on the first load (its zone data is slow to load):
  // it must agree with the zone database at every hour, around both changes of each year.
  const zone = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zagreb',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const intlOffset = (instant: Date) => {
    const parts = zone.formatToParts(instant);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    return Math.round((wall - instant.getTime()) / 60_000);
  };

  it('agrees with the zone database every hour from 2024 to 2031', () => {
    const disagreements: string[] = [];
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2032, 0, 1); at += 3_600_000) {
      const instant = new Date(at);
      if (zagrebOffsetMinutes(instant) !== intlOffset(instant)) disagreements.push(instant.toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(zagrebOffsetMinutes(new Date('2026-03-29T00:59:00Z'))).toBe(60);
    expect(zagrebOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(zagrebOffsetMinutes(new Date('2026-10-25T00:59:00Z'))).toBe(120);
    expect(zagrebOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
    expect(zagrebToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(zagrebToday(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });
});
