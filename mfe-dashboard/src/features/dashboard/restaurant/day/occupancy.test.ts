import { aReservation, aTable } from '../../../../test/day-fixtures';
import { reservationForTable, tableOccupancy } from './occupancy';

// 17:00–18:00 UTC on table 11.
const booked = aReservation();
const at = (iso: string) => Date.parse(iso);

describe('tableOccupancy', () => {
  it('is occupied from the start until just before the end', () => {
    expect(tableOccupancy(aTable(), [booked], at('2026-07-01T17:00:00Z'))).toBe('occupied');
    expect(tableOccupancy(aTable(), [booked], at('2026-07-01T17:59:59Z'))).toBe('occupied');
    expect(tableOccupancy(aTable(), [booked], at('2026-07-01T18:00:00Z'))).toBe('free');
  });

  it('is upcoming within 30 minutes of the start, free before that', () => {
    expect(tableOccupancy(aTable(), [booked], at('2026-07-01T16:30:00Z'))).toBe('upcoming');
    expect(tableOccupancy(aTable(), [booked], at('2026-07-01T16:29:59Z'))).toBe('free');
  });

  it('puts maintenance first, whatever is booked', () => {
    const held = aTable({ status: 'maintenance' });
    expect(tableOccupancy(held, [booked], at('2026-07-01T17:30:00Z'))).toBe('maintenance');
  });

  it('counts attached tables and ignores other tables', () => {
    const joined = aReservation({ tables: [{ tableId: 12, number: 2 }] });
    expect(tableOccupancy(aTable({ id: 12 }), [joined], at('2026-07-01T17:30:00Z'))).toBe('occupied');
    expect(tableOccupancy(aTable({ id: 13 }), [joined], at('2026-07-01T17:30:00Z'))).toBe('free');
  });

  it('is not occupied by a cleared, cancelled or no-show reservation, nor in the cleared window', () => {
    const now = at('2026-07-01T17:30:00Z');
    for (const r of [
      aReservation({ status: 'cleared' }),
      aReservation({ status: 'cancelled' }),
      aReservation({ status: 'no_show' }),
      aReservation({ noShowAt: '2026-07-01T17:20:00Z' }),
    ])
      expect(tableOccupancy(aTable(), [r], now)).toBe('free');
    const clearedWindow = aTable({ clearedUntil: '2026-07-01T17:40:00Z' });
    expect(tableOccupancy(clearedWindow, [booked], now)).toBe('free');
    expect(tableOccupancy(clearedWindow, [booked], at('2026-07-01T17:41:00Z'))).toBe('occupied');
  });

  it('follows an extended end', () => {
    const extended = aReservation({ endDate: '2026-07-01T18:30:00Z' });
    expect(tableOccupancy(aTable(), [extended], at('2026-07-01T18:15:00Z'))).toBe('occupied');
  });
});

describe('reservationForTable', () => {
  it('opens the reservation at the table now, else the next one', () => {
    const later = aReservation({ id: 102, date: '2026-07-01T20:00:00Z', endDate: '2026-07-01T21:00:00Z' });
    const evening = aReservation({ id: 103, date: '2026-07-01T19:00:00Z', endDate: '2026-07-01T20:00:00Z' });
    const list = [later, booked, evening];
    expect(reservationForTable(aTable(), list, at('2026-07-01T17:30:00Z'))?.id).toBe(101);
    expect(reservationForTable(aTable(), list, at('2026-07-01T18:30:00Z'))?.id).toBe(103);
    expect(reservationForTable(aTable(), list, at('2026-07-01T21:30:00Z'))).toBeNull();
  });
});
