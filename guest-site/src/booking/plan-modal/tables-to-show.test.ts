import type { TAvailabilitySlot } from '@stol/contracts';
import { aTable } from '@stol/platform/testing';
import { tablesToShow } from './tables-to-show';

const tables = [
  aTable({ id: 13, number: 3, seats: 4 }),
  aTable({ id: 11, number: 1, seats: 2 }),
  aTable({ id: 12, number: 2, seats: 4 }),
  aTable({ id: 14, number: 4, seats: 6, status: 'maintenance' }),
];
const slot: TAvailabilitySlot = {
  time: '19:00',
  start: '2026-12-18T18:00:00.000Z',
  end: '2026-12-18T19:00:00.000Z',
  available: true,
  reason: null,
  tableId: null,
  unavailable: { taken: [12] },
};
const ids = (list: { id: number }[]) => list.map((table) => table.id);

it('opens on the tables free at the time, keeping the chosen table in view', () => {
  const { free, chosen } = tablesToShow(tables, slot, null, { largeParty: false });
  expect([ids(free), chosen]).toEqual([[13, 11], null]);
  // A chosen table that is taken now is still the one the guest looks for.
  const taken = tablesToShow(tables, slot, 12, { largeParty: false });
  expect([ids(taken.free), taken.chosen?.id]).toEqual([[13, 11], 12]);
});

it('shows no free table (so all) for a large party, whose request picks no table', () => {
  expect(tablesToShow(tables, slot, 12, { largeParty: true })).toEqual({ free: [], chosen: null });
});
