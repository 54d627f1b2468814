import { addSpecialHours, formatDateKey, formatDayMonth, removeSpecialHours } from './special-hours';

describe('addSpecialHours (guest spec §5.2)', () => {
  const existing = { '2026-12-24': { closed: true as const } };

  it('adds a closed date or a date with both hours, keeping the others', () => {
    expect(
      addSpecialHours(existing, { date: '2026-12-31', closed: true, openHour: '', closeHour: '' }),
    ).toEqual({
      ...existing,
      '2026-12-31': { closed: true },
    });
    expect(
      addSpecialHours(existing, { date: '2026-12-31', closed: false, openHour: 12, closeHour: '18' }),
    ).toEqual({
      ...existing,
      '2026-12-31': { openHour: 12, closeHour: 18 },
    });
  });

  it('takes the YYYY-MM-DD pattern out of the date text and replaces that date', () => {
    expect(
      addSpecialHours(existing, { date: ' 2026-12-24T00:00', closed: false, openHour: 9, closeHour: 14 }),
    ).toEqual({
      '2026-12-24': { openHour: 9, closeHour: 14 },
    });
  });

  it.each([
    { date: '', closed: true, openHour: 11, closeHour: 21 },
    { date: '24.12.2026', closed: true, openHour: 11, closeHour: 21 },
    { date: '2026-12-24', closed: false, openHour: '', closeHour: 21 },
    { date: '2026-12-24', closed: false, openHour: 11, closeHour: undefined },
    { date: '2026-12-24', closed: false, openHour: 'x', closeHour: 21 },
  ])('ignores %p', (input) => {
    expect(addSpecialHours(existing, input)).toBeNull();
  });

  it('removes one date', () => {
    expect(removeSpecialHours({ ...existing, '2026-12-31': { closed: true } }, '2026-12-24')).toEqual({
      '2026-12-31': { closed: true },
    });
  });

  it('formats date keys as Zagreb dates', () => {
    expect(formatDateKey('2026-03-29')).toBe('29.03.2026.');
    expect(formatDayMonth('2026-12-24')).toBe('24.12.');
  });
});
