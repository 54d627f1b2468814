import { deriveRowState } from './row-state';

const row = (overrides: Partial<Parameters<typeof deriveRowState>[0]> = {}) => ({
  status: 'confirmed' as const,
  date: '2026-06-10T17:00:00.000Z', // 19:00 in Zagreb (CEST)
  endDate: '2026-06-10T18:30:00.000Z',
  noShowAt: null,
  checkedInAt: null,
  table: { status: 'available' as const },
  ...overrides,
});
const seated = (at = '2026-06-10T16:50:00.000Z') => row({ checkedInAt: at });

describe('deriveRowState', () => {
  it('is occupied by a seated party until it is cleared, whatever the clock', () => {
    const until = new Date('2026-06-10T18:30:00.000Z');
    // Checked in ten minutes early: occupied before the booked start.
    expect(deriveRowState(seated(), new Date('2026-06-10T16:55:00.000Z'))).toEqual({ kind: 'occupied', until });
    // Staying on past the end.
    expect(deriveRowState(seated(), new Date('2026-06-10T19:00:00.000Z'))).toEqual({ kind: 'occupied', until });
  });

  it('is not occupied at the booked time when the party has not come: late, counted from the start', () => {
    expect(deriveRowState(row(), new Date('2026-06-10T17:00:20.000Z'))).toEqual({ kind: 'late', minutes: 1 });
    expect(deriveRowState(row(), new Date('2026-06-10T17:12:59.000Z'))).toEqual({ kind: 'late', minutes: 12 });
    // Its time over and never seated: nothing to claim (the no-show job decides).
    expect(deriveRowState(row(), new Date('2026-06-10T18:30:00.000Z'))).toEqual({ kind: 'blank' });
  });

  it('is upcoming, then arriving in the last 15 minutes before the start', () => {
    expect(deriveRowState(row(), new Date('2026-06-10T16:44:59.000Z'))).toEqual({ kind: 'upcoming' });
    expect(deriveRowState(row(), new Date('2026-06-10T16:45:00.000Z'))).toEqual({ kind: 'arriving' });
  });

  it('is held when the table is in maintenance and the party is not seated', () => {
    const held = row({ table: { status: 'maintenance' } });
    expect(deriveRowState(held, new Date('2026-06-10T12:00:00.000Z'))).toEqual({ kind: 'held' });
    expect(deriveRowState(held, new Date('2026-06-10T17:10:00.000Z'))).toEqual({ kind: 'held' });
    // A party already seated at the table is still shown as occupied.
    const heldSeated = row({ table: { status: 'maintenance' }, checkedInAt: '2026-06-10T17:00:00.000Z' });
    expect(deriveRowState(heldSeated, new Date('2026-06-10T17:30:00.000Z')).kind).toBe('occupied');
  });

  it('shows cleared, cancelled and no-show as labels whatever the time', () => {
    const during = new Date('2026-06-10T17:30:00.000Z');
    for (const status of ['cleared', 'cancelled', 'no_show'] as const) {
      expect(deriveRowState(row({ status, checkedInAt: '2026-06-10T17:00:00.000Z' }), during)).toEqual({
        kind: 'status',
        status,
      });
    }
    expect(deriveRowState(row({ noShowAt: '2026-06-10T17:20:00.000Z' }), during)).toEqual({
      kind: 'status',
      status: 'no_show',
    });
  });

  it('compares instants across the spring-forward night (2026-03-29, 02:00 → 03:00 in Zagreb)', () => {
    // 01:30 CET → 03:30 CEST is one real hour: 00:30Z → 01:30Z.
    const overnight = row({ date: '2026-03-29T00:30:00.000Z', endDate: '2026-03-29T01:30:00.000Z' });
    expect(deriveRowState(overnight, new Date('2026-03-29T01:15:00.000Z'))).toEqual({ kind: 'late', minutes: 45 });
    expect(deriveRowState(overnight, new Date('2026-03-29T01:30:00.000Z')).kind).toBe('blank');
  });
});
