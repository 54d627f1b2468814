import { addDays, isoToZagrebWall, zagrebToday, zagrebWallToIso } from './zagreb-time';

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
