import type { TAvailabilitySlot } from '@stol/contracts';
import { aTable } from '@stol/platform/testing';
import { nearestTables, nearestTimes } from './alternatives';
import type { TBookingMode } from './mode';

const slot = (
  time: string,
  available: boolean,
  unavailable: TAvailabilitySlot['unavailable'] = {},
): TAvailabilitySlot => ({
  time,
  start: `2026-12-18T${time}:00.000Z`,
  end: `2026-12-18T${time}:00.000Z`,
  available,
  reason: available ? null : 'taken',
  tableId: 1,
  unavailable,
});

describe('nearestTimes', () => {
  const day = [
    slot('17:00', true),
    slot('17:30', false),
    slot('18:00', false),
    slot('18:30', true),
    slot('19:00', true),
    slot('19:30', true),
    slot('20:00', true),
  ];

  it('offers the bookable times nearest the one asked for, the earlier first when equally near', () => {
    const times = nearestTimes(day, '18:00', (s) => s.available).map((s) => s.time);
    // 17:00 and 19:00 are both an hour away: the earlier comes first; 17:30 is not bookable.
    expect(times).toEqual(['18:30', '17:00', '19:00']);
  });

  it('never offers the time asked for, follows the caller’s idea of bookable and respects the limit', () => {
    expect(nearestTimes(day, '18:30', () => true, 2).map((s) => s.time)).toEqual(['18:00', '19:00']);
    expect(nearestTimes(day, '18:00', (s) => s.time === '20:00').map((s) => s.time)).toEqual(['20:00']);
    expect(nearestTimes(day, '18:00', () => false)).toEqual([]);
  });
});

describe('nearestTables', () => {
  // Table 1 at the left; 2 just right of it, 3 far right, 4 below 1, 5 is large, 6 is held, 7 is small.
  const tables = [
    aTable({ id: 1, number: 1, seats: 4, x: 100, y: 100 }),
    aTable({ id: 2, number: 2, seats: 4, x: 200, y: 100 }),
    aTable({ id: 3, number: 3, seats: 4, x: 800, y: 100 }),
    aTable({ id: 4, number: 4, seats: 2, x: 100, y: 250 }),
    aTable({ id: 5, number: 5, seats: 10, x: 150, y: 150 }),
    aTable({ id: 6, number: 6, seats: 4, x: 120, y: 120, status: 'maintenance' }),
    aTable({ id: 7, number: 7, seats: 1, x: 130, y: 130 }),
  ];
  const mode: TBookingMode = { tableId: 1, anyTable: false, largeParty: false, guests: 2 };
  // Tables not listed are free at 18:00.
  const at = slot('18:00', false, { taken: [1], maintenance: [6], too_small: [7] });

  it('offers free tables that suit the party, nearest to the table asked for first', () => {
    // 5 (10 seats) would raise a party of two to five, 6 is held, 7 too small, 1 is the one asked for.
    expect(nearestTables(at, tables, mode).map((t) => t.number)).toEqual([2, 4, 3]);
  });

  it('leaves out tables taken at that time and respects the limit', () => {
    const busier = { ...at, unavailable: { ...at.unavailable, taken: [1, 2] } };
    expect(nearestTables(busier, tables, mode, 1).map((t) => t.number)).toEqual([4]);
  });

  it('a bigger party is offered only tables that seat it', () => {
    expect(nearestTables(at, tables, { ...mode, guests: 4 }).map((t) => t.number)).toEqual([2, 3]);
    expect(nearestTables(at, tables, { ...mode, guests: 6 }).map((t) => t.number)).toEqual([5]);
  });

  it('offers no tables for any table or a large party (the API already chose among every table)', () => {
    expect(nearestTables(at, tables, { ...mode, tableId: null, anyTable: true })).toEqual([]);
    expect(nearestTables(at, tables, { ...mode, tableId: null, largeParty: true, anyTable: true })).toEqual(
      [],
    );
  });
});
