import { reservationPhase } from './reservation-phase';
import { reservationForTable, tableState, type TStateReservation, type TStateTable } from './table-state';

const at = (iso: string) => Date.parse(iso);
const table: TStateTable = { id: 1, status: 'available', clearedUntil: null };
// 23:30 Zagreb (CET, +01:00) to 01:30 the next day: a booking across midnight.
const booking = (over: Partial<TStateReservation> = {}): TStateReservation => ({
  id: 7,
  tableId: 1,
  tables: [],
  date: '2026-11-27T22:30:00.000Z',
  endDate: '2026-11-28T00:30:00.000Z',
  status: 'confirmed',
  checkedInAt: null,
  noShowAt: null,
  ...over,
});

describe('reservationPhase', () => {
  it.each([
    ['2026-11-27T22:00:00.000Z', 'upcoming'],
    ['2026-11-27T22:15:00.000Z', 'arriving'],
    ['2026-11-27T22:30:00.000Z', 'late'],
    // 00:10 Zagreb on the next calendar day: still late, no day arithmetic involved.
    ['2026-11-27T23:10:00.000Z', 'late'],
  ])('at %s the booking is %s', (now, phase) => {
    expect(reservationPhase(booking(), at(now))).toBe(phase);
  });

  it('a check-in, a clear, a no-show and a cancellation win over the clock', () => {
    const early = at('2026-11-27T21:00:00.000Z');
    expect(reservationPhase(booking({ checkedInAt: '2026-11-27T21:00:00.000Z' }), early)).toBe('seated');
    expect(reservationPhase(booking({ status: 'cleared', checkedInAt: 'x' }), early)).toBe('finished');
    expect(reservationPhase(booking({ status: 'no_show' }), early)).toBe('no_show');
    expect(reservationPhase(booking({ noShowAt: '2026-11-27T23:00:00.000Z' }), early)).toBe('no_show');
    expect(reservationPhase(booking({ status: 'cancelled', checkedInAt: 'x' }), early)).toBe('cancelled');
  });
});

describe('tableState', () => {
  it('a party seated early makes its table occupied before the booking starts', () => {
    const seated = booking({ checkedInAt: '2026-11-27T21:50:00.000Z' });
    expect(tableState(table, [seated], at('2026-11-27T22:05:00.000Z'))).toBe('occupied');
    expect(tableState(table, [booking()], at('2026-11-27T22:05:00.000Z'))).toBe('upcoming');
  });

  it('a booking whose party has not arrived is late, not occupied, and frees the table at its end', () => {
    expect(tableState(table, [booking()], at('2026-11-27T23:00:00.000Z'))).toBe('late');
    expect(tableState(table, [booking()], at('2026-11-28T00:30:00.000Z'))).toBe('free');
  });

  it('a seated party staying past its end keeps the table occupied; attached tables count', () => {
    const seated = booking({ checkedInAt: '2026-11-27T22:30:00.000Z', tableId: 2, tables: [{ tableId: 1 }] });
    expect(tableState(table, [seated], at('2026-11-28T01:00:00.000Z'))).toBe('occupied');
  });

  it('maintenance wins; free when nothing starts within 30 minutes', () => {
    expect(tableState({ ...table, status: 'maintenance' }, [booking()], at('2026-11-27T23:00:00.000Z'))).toBe(
      'maintenance',
    );
    expect(tableState(table, [booking()], at('2026-11-27T21:59:00.000Z'))).toBe('free');
  });

  it('a tap opens the seated party, else the late one, else the next', () => {
    const next = booking({ id: 8, date: '2026-11-28T00:45:00.000Z', endDate: '2026-11-28T02:00:00.000Z' });
    expect(reservationForTable(table, [next, booking()], at('2026-11-27T23:00:00.000Z'))?.id).toBe(7);
    expect(reservationForTable(table, [next], at('2026-11-27T23:00:00.000Z'))?.id).toBe(8);
  });
});
