import {
  chooseTable,
  guestRange,
  largePartyRange,
  modeChosen,
  setAnyTable,
  setBarGuests,
  setLargeParty,
  tickAnyTable,
  togglesShown,
} from './mode';

const tables = [
  { id: 1, seats: 2 },
  { id: 2, seats: 6 },
];
const large = largePartyRange(7, 20);
const none = { tableId: null, anyTable: false, largeParty: false, guests: 2 };

describe('booking mode rules (guest spec §4, §5.1)', () => {
  it('choosing a table turns off any table and large party, and keeps guests within the table', () => {
    const next = chooseTable({ ...none, anyTable: true, largeParty: true, guests: 9 }, tables[1]!);
    expect(next).toEqual({ tableId: 2, anyTable: false, largeParty: false, guests: 6 });
  });

  it('choosing any table clears the table', () => {
    expect(setAnyTable({ ...none, tableId: 1 }, true)).toMatchObject({ tableId: null, anyTable: true });
  });

  it('large party on: any table, no table, guests raised to the minimum; off: capped to the largest table', () => {
    const on = setLargeParty({ ...none, tableId: 1 }, true, tables, large);
    expect(on).toEqual({ tableId: null, anyTable: true, largeParty: true, guests: 7 });
    const off = setLargeParty({ ...on, guests: 12 }, false, tables, large);
    expect(off).toMatchObject({ largeParty: false, anyTable: true, guests: 6 });
  });

  it('guest ranges: half the seats to the seats, 1 to the largest table, the large-party range', () => {
    expect(guestRange({ ...none, tableId: 2 }, tables, large)).toEqual({ min: 3, max: 6 });
    expect(guestRange({ ...none, tableId: 1 }, tables, large)).toEqual({ min: 1, max: 2 });
    expect(guestRange({ ...none, anyTable: true }, tables, large)).toEqual({ min: 1, max: 6 });
    expect(guestRange({ ...none, anyTable: true }, [], large)).toEqual({ min: 1, max: 12 });
    expect(guestRange({ ...none, anyTable: true, largeParty: true }, tables, large)).toEqual({
      min: 7,
      max: 20,
    });
  });

  it('large-party range: default 7 to 20, at least 2, capped at 20', () => {
    expect(largePartyRange(undefined, undefined)).toEqual({ from: 7, to: 20 });
    expect(largePartyRange(1, 40)).toEqual({ from: 2, to: 20 });
  });

  it('the form shows once a mode is chosen', () => {
    expect(modeChosen(none)).toBe(false);
    expect(modeChosen({ ...none, tableId: 1 })).toBe(true);
    expect(modeChosen({ ...none, anyTable: true })).toBe(true);
  });
});

describe('the bar and the toggles (issue 23 §1, §5)', () => {
  it('a party larger than any table lands on the large-party request; back under its minimum, on any table', () => {
    const fourteen = setBarGuests({ ...none, anyTable: true }, 14, tables, large);
    expect(fourteen).toEqual({ tableId: null, anyTable: true, largeParty: true, guests: 14 });
    expect(setBarGuests(fourteen, 8, tables, large)).toMatchObject({ largeParty: true, guests: 8 });
    expect(setBarGuests(fourteen, 4, tables, large)).toEqual({
      tableId: null,
      anyTable: true,
      largeParty: false,
      guests: 4,
    });
  });

  it('a chosen table the party no longer suits is let go; one it suits is kept', () => {
    expect(setBarGuests({ ...none, tableId: 2 }, 4, tables, large)).toMatchObject({ tableId: 2, guests: 4 });
    expect(setBarGuests({ ...none, tableId: 1 }, 4, tables, large)).toMatchObject({
      tableId: null,
      guests: 4,
    });
    expect(setBarGuests({ ...none, tableId: 2 }, 2, tables, large)).toMatchObject({
      tableId: null,
      guests: 2,
    });
  });

  it('the two toggles never both show ticked; ticking any table leaves the large party', () => {
    const on = setLargeParty(none, true, tables, large);
    expect(togglesShown(on)).toEqual({ anyTable: false, largeParty: true });
    const any = tickAnyTable({ ...on, guests: 12 }, true, tables, large);
    expect(any).toEqual({ tableId: null, anyTable: true, largeParty: false, guests: 6 });
    expect(togglesShown(any)).toEqual({ anyTable: true, largeParty: false });
  });
});
