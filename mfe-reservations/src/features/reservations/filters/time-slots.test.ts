import { timeSlotsFor } from './time-slots';

const konoba = { id: 1, name: 'Konoba Mate', openHour: 11, closeHour: 14 };
const bistro = { id: 2, name: 'Bistro Lanterna', openHour: 12, closeHour: 15, specialHours: {} };

describe('timeSlotsFor', () => {
  it("lists the restaurant's opening hours in 30-minute slots, not the whole day", () => {
    expect(timeSlotsFor([konoba], '', '2026-06-10', '')).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
  });

  it('joins the hours of every restaurant in view, or only the chosen one', () => {
    expect(timeSlotsFor([konoba, bistro], '', null, '').at(-1)).toBe('14:30');
    expect(timeSlotsFor([konoba, bistro], '2', null, '')[0]).toBe('12:00');
  });

  it("uses the chosen day's special hours; a closed day offers nothing", () => {
    const special = { ...konoba, specialHours: { '2026-12-24': { openHour: 9, closeHour: 10 } } };
    expect(timeSlotsFor([special], '', '2026-12-24', '')).toEqual(['09:00', '09:30']);
    const closed = { ...konoba, specialHours: { '2026-12-25': { closed: true as const } } };
    expect(timeSlotsFor([closed], '', '2026-12-25', '')).toEqual([]);
  });

  it('offers nothing while the hours are unknown (loading, failed), the whole day only for an answer without hours', () => {
    expect(timeSlotsFor(undefined, '', null, '')).toEqual([]);
    expect(timeSlotsFor([{ id: 1, name: 'Old API' }], '', null, '')).toHaveLength(48);
    expect(timeSlotsFor([konoba], '', null, '09:30')[0]).toBe('09:30');
  });

  it('never offers a slot at or after closing (a restaurant closing at 21:00 ends at 20:30)', () => {
    const riva = { id: 3, name: 'Riva', openHour: 11, closeHour: 21, specialHours: {} };
    const slots = timeSlotsFor([riva], '', '2026-06-10', '');
    expect(slots.at(-1)).toBe('20:30');
    expect(slots).not.toContain('21:00');
    expect(slots).not.toContain('21:30');
  });

  it("offers each of the chosen day's services (issue 24): nothing between lunch and dinner, nothing on a closed weekday", () => {
    const week = {
      id: 1,
      name: 'Konoba',
      openHour: 11,
      closeHour: 21,
      specialHours: {},
      weeklyHours: {
        mon: [],
        tue: [
          { open: '12:00', close: '14:00' },
          { open: '18:00', close: '19:30' },
        ],
      },
    };
    // 2026-12-01 is a Tuesday, 2026-11-30 a Monday, 2026-12-02 a Wednesday (no rule: the opening hours).
    expect(timeSlotsFor([week], '', '2026-12-01', '')).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '18:00',
      '18:30',
      '19:00',
    ]);
    expect(timeSlotsFor([week], '', '2026-11-30', '')).toEqual([]);
    expect(timeSlotsFor([week], '', '2026-12-02', '')[0]).toBe('11:00');
  });
});
