import { aReservation } from '../../../../test/day-fixtures';
import { shortNotes } from '../list/guest-line';
import { dayCovers } from './covers';
import { addDays, isDayKey } from './day-param';
import { groupByPhase } from './phase-groups';

const NOW = Date.parse('2026-07-01T18:00:00Z');
const at = (id: number, date: string, extra = {}) =>
  aReservation({ id, date, endDate: '2026-07-01T23:00:00Z', ...extra });

describe('day keys', () => {
  it('accepts real calendar days only and counts days across months and years', () => {
    expect(isDayKey('2026-02-28')).toBe(true);
    expect(isDayKey('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', 'tomorrow', '', '2026-02-28T00:00'])
      expect([bad, isDayKey(bad)]).toEqual([bad, false]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // The DST change in Zagreb (29 March) is a calendar day like any other.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });
});

describe('groupByPhase', () => {
  it('orders late before arriving, by start within a phase, and leaves out empty groups', () => {
    const rows = [
      at(1, '2026-07-01T18:10:00Z'), // arriving
      at(2, '2026-07-01T17:50:00Z'), // late
      at(3, '2026-07-01T17:40:00Z'), // late, earlier
      at(4, '2026-07-01T20:00:00Z'), // later
    ];
    const sections = groupByPhase(rows, NOW);
    expect(sections.map((s) => s.group)).toEqual(['door', 'later']);
    expect(sections[0]!.rows.map((r) => [r.reservation.id, r.phase])).toEqual([
      [3, 'late'],
      [2, 'late'],
      [1, 'arriving'],
    ]);
  });
});

describe('dayCovers', () => {
  it('counts booked (not cancelled), seated (seated or finished) and expected (still to come)', () => {
    const covers = dayCovers(
      [
        at(1, '2026-07-01T17:00:00Z', { partySize: 4, checkedInAt: '2026-07-01T17:00:00Z' }),
        at(2, '2026-07-01T16:00:00Z', {
          partySize: 2,
          status: 'cleared',
          checkedInAt: '2026-07-01T16:00:00Z',
        }),
        at(3, '2026-07-01T17:30:00Z', { partySize: 3 }),
        at(4, '2026-07-01T20:00:00Z', { partySize: 5 }),
        at(5, '2026-07-01T15:00:00Z', { partySize: 6, status: 'no_show' }),
        at(6, '2026-07-01T20:00:00Z', { partySize: 8, status: 'cancelled' }),
      ],
      NOW,
    );
    expect(covers).toEqual({ booked: 20, seated: 6, expected: 8 });
  });
});

describe('shortNotes', () => {
  it('keeps short notes, cuts long ones at a word and marks a cut or a further line', () => {
    expect(shortNotes('Nut allergy')).toBe('Nut allergy');
    expect(shortNotes('Nut allergy\nbirthday')).toBe('Nut allergy…');
    expect(shortNotes('Nut allergy, birthday cake at dessert, window table please')).toBe(
      'Nut allergy, birthday cake at dessert,…',
    );
  });
});
