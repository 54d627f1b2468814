import { deriveRowState } from './row-state';

const row = (overrides: Partial<Parameters<typeof deriveRowState>[0]> = {}) => ({
  status: 'confirmed' as const,
  date: '2026-06-10T17:00:00.000Z', // 19:00 in Zagreb (CEST)
  endDate: '2026-06-10T18:30:00.000Z',
  noShowAt: null,
  table: { status: 'available' as const },
  ...overrides,
});

describe('deriveRowState', () => {
  it('is occupied until the end while now lies within [start, end)', () => {
    expect(deriveRowState(row(), new Date('2026-06-10T17:00:00.000Z'))).toEqual({
      kind: 'occupied',
      until: new Date('2026-06-10T18:30:00.000Z'),
    });
    expect(deriveRowState(row(), new Date('2026-06-10T18:29:59.999Z')).kind).toBe('occupied');
  });

  it('is upcoming before the start and blank from the end on', () => {
    expect(deriveRowState(row(), new Date('2026-06-10T16:59:59.000Z'))).toEqual({ kind: 'upcoming' });
    expect(deriveRowState(row(), new Date('2026-06-10T18:30:00.000Z'))).toEqual({ kind: 'blank' });
  });

  it('is held when the table is in maintenance and the guest is not seated right now', () => {
    const held = row({ table: { status: 'maintenance' } });
    expect(deriveRowState(held, new Date('2026-06-10T12:00:00.000Z'))).toEqual({ kind: 'held' });
    expect(deriveRowState(held, new Date('2026-06-10T20:00:00.000Z'))).toEqual({ kind: 'held' });
    // A guest already seated at the table is still shown as occupied.
    expect(deriveRowState(held, new Date('2026-06-10T17:30:00.000Z')).kind).toBe('occupied');
  });

  it('shows cleared, cancelled and no-show as labels whatever the time', () => {
    const during = new Date('2026-06-10T17:30:00.000Z');
    for (const status of ['cleared', 'cancelled', 'no_show'] as const) {
      expect(deriveRowState(row({ status }), during)).toEqual({ kind: 'status', status });
    }
    expect(deriveRowState(row({ noShowAt: '2026-06-10T17:20:00.000Z' }), during)).toEqual({
      kind: 'status',
      status: 'no_show',
    });
  });

  it('compares instants across the spring-forward night (2026-03-29, 02:00 → 03:00 in Zagreb)', () => {
    // 01:30 CET → 03:30 CEST is one real hour: 00:30Z → 01:30Z.
    const overnight = row({ date: '2026-03-29T00:30:00.000Z', endDate: '2026-03-29T01:30:00.000Z' });
    const state = deriveRowState(overnight, new Date('2026-03-29T01:15:00.000Z'));
    expect(state).toEqual({ kind: 'occupied', until: new Date('2026-03-29T01:30:00.000Z') });
    expect(deriveRowState(overnight, new Date('2026-03-29T01:30:00.000Z')).kind).toBe('blank');
  });
});
