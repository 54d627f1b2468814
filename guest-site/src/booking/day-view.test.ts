import type { TAvailabilityResponse, TAvailabilitySlot } from '@stol/contracts';
import { dayFor, firstBookable, slotFor, tableStateAt } from './day-view';

const tables = [
  { id: 1, number: 1, seats: 2, status: 'available' as const },
  { id: 2, number: 2, seats: 4, status: 'available' as const },
  { id: 3, number: 3, seats: 6, status: 'maintenance' as const },
  { id: 4, number: 4, seats: 6, status: 'available' as const },
];
const slot = (time: string, unavailable: TAvailabilitySlot['unavailable']): TAvailabilitySlot => ({
  time,
  start: `2026-12-01T${time}:00.000Z`,
  end: `2026-12-01T${time}:00.000Z`,
  available: true,
  reason: null,
  tableId: 1,
  unavailable,
});

describe('the day for a choice, from the whole restaurant’s answer (issue 23 §1)', () => {
  it('a table too small for the party before it is taken; past, closed and held whatever the party', () => {
    const at = slot('19:00', { maintenance: [3], taken: [1] });
    expect(tableStateAt(at, tables[0]!, 3)).toBe('too_small');
    expect(tableStateAt(at, tables[0]!, 2)).toBe('taken');
    expect(tableStateAt(at, tables[2]!, 9)).toBe('maintenance');
    expect(tableStateAt(slot('12:00', { past: [1, 2, 3, 4] }), tables[1]!, 9)).toBe('past');
    expect(tableStateAt(at, tables[1]!, 4)).toBeNull();
  });

  it('any table: the smallest free table with enough seats, else why none', () => {
    const at = slot('19:00', { maintenance: [3], taken: [2] });
    expect(slotFor(at, tables, { tableId: null, guests: 2 })).toMatchObject({ available: true, tableId: 1 });
    expect(slotFor(at, tables, { tableId: null, guests: 3 })).toMatchObject({ available: true, tableId: 4 });
    const full = slot('19:30', { maintenance: [3], taken: [2, 4] });
    expect(slotFor(full, tables, { tableId: null, guests: 3 })).toMatchObject({
      available: false,
      reason: 'taken',
      tableId: null,
      unavailable: { too_small: [1], taken: [2, 4], maintenance: [3] },
    });
    const held = slot('20:00', { maintenance: [3], being_booked: [4], taken: [2] });
    expect(slotFor(held, tables, { tableId: null, guests: 3 })).toMatchObject({ reason: 'being_booked' });
    expect(slotFor(at, tables, { tableId: null, guests: 7 })).toMatchObject({ reason: 'too_small' });
    expect(
      slotFor(slot('12:00', { past: [1, 2, 3, 4] }), tables, { tableId: null, guests: 2 }),
    ).toMatchObject({
      reason: 'past',
    });
  });

  it('a specific table: its own state at each time', () => {
    const at = slot('19:00', { taken: [2] });
    expect(slotFor(at, tables, { tableId: 2, guests: 2 })).toMatchObject({
      available: false,
      reason: 'taken',
    });
    expect(slotFor(at, tables, { tableId: 1, guests: 3 })).toMatchObject({ reason: 'too_small', tableId: 1 });
    expect(slotFor(at, tables, { tableId: 4, guests: 3 })).toMatchObject({ available: true, tableId: 4 });
  });

  it('the day as it came without a table or a party; its first bookable time', () => {
    const day = {
      closed: false,
      slots: [slot('18:00', { taken: [1, 2, 4], maintenance: [3] }), slot('18:30', { maintenance: [3] })],
    } as TAvailabilityResponse;
    expect(dayFor(day, tables, { tableId: null, guests: null })).toBe(day);
    expect(firstBookable(dayFor(day, tables, { tableId: null, guests: 2 }))?.time).toBe('18:30');
    expect(firstBookable({ ...day, closed: true })).toBeNull();
  });
});

describe('a slot’s own reason (issue 24: pacing, the booking window)', () => {
  it('holds for every table and choice: the plan lists each table by it (a held table stays held)', () => {
    const paced: TAvailabilitySlot = {
      ...slot('19:00', { maintenance: [3], taken: [2] }),
      available: false,
      reason: 'pacing',
      tableId: null,
    };
    const anyTable = slotFor(paced, tables, { tableId: null, guests: 2 });
    expect(anyTable).toMatchObject({ available: false, reason: 'pacing', tableId: null });
    expect(anyTable.unavailable).toEqual({ pacing: [1, 2, 4], maintenance: [3] });
    expect(slotFor(paced, tables, { tableId: 4, guests: 2 })).toMatchObject({
      available: false,
      reason: 'pacing',
      tableId: 4,
    });
    expect(tableStateAt(anyTable, tables[0]!, 2)).toBe('pacing');
    const tooFar = slotFor({ ...paced, reason: 'too_far' }, tables, { tableId: null, guests: 2 });
    expect(tooFar).toMatchObject({ available: false, reason: 'too_far' });
  });
});
