import { dateForShortcut } from './date-shortcuts';

/** Noon in Zagreb on a given day (CEST in June 2026). */
const zagrebNoon = (day: string) => new Date(`${day}T10:00:00.000Z`);

describe('dateForShortcut', () => {
  it('Today and Tomorrow are Zagreb days, also just after midnight in Zagreb (still the day before in UTC)', () => {
    const justAfterMidnight = new Date('2026-06-09T22:30:00.000Z'); // 00:30 on 10 June in Zagreb
    expect(dateForShortcut('today', justAfterMidnight)).toBe('2026-06-10');
    expect(dateForShortcut('tomorrow', justAfterMidnight)).toBe('2026-06-11');
  });

  it('Tomorrow crosses month and year ends', () => {
    expect(dateForShortcut('tomorrow', new Date('2026-12-31T12:00:00.000Z'))).toBe('2027-01-01');
  });

  // 2026-06-08 is a Monday; the weekend is the coming Saturday, today on a Saturday, and next week's on a Sunday.
  it.each([
    ['Monday', '2026-06-08', '2026-06-13'],
    ['Tuesday', '2026-06-09', '2026-06-13'],
    ['Wednesday', '2026-06-10', '2026-06-13'],
    ['Thursday', '2026-06-11', '2026-06-13'],
    ['Friday', '2026-06-12', '2026-06-13'],
    ['Saturday', '2026-06-13', '2026-06-13'],
    ['Sunday', '2026-06-14', '2026-06-20'],
  ])('Weekend on a %s (%s) is %s', (_weekday, today, saturday) => {
    expect(dateForShortcut('weekend', zagrebNoon(today))).toBe(saturday);
  });

  it('Weekend counts Zagreb days on the night the clocks go back (Sunday 2026-10-25)', () => {
    // Saturday 23:30 in Zagreb (CEST) is still Saturday, though UTC says 21:30.
    expect(dateForShortcut('weekend', new Date('2026-10-24T21:30:00.000Z'))).toBe('2026-10-24');
    // Sunday 00:30 CEST: the next Saturday.
    expect(dateForShortcut('weekend', new Date('2026-10-24T22:30:00.000Z'))).toBe('2026-10-31');
  });
});
