import { tableReasonAt } from './slot-tables';

describe('tableReasonAt', () => {
  const slot = { unavailable: { taken: [3, 7], maintenance: [5], being_booked: [9] } };

  it('names why a listed table cannot be taken', () => {
    expect(tableReasonAt(slot, 7)).toBe('taken');
    expect(tableReasonAt(slot, 5)).toBe('maintenance');
    expect(tableReasonAt(slot, 9)).toBe('being_booked');
  });

  it('is null for a table not listed (free)', () => {
    expect(tableReasonAt(slot, 4)).toBeNull();
    expect(tableReasonAt({ unavailable: {} }, 3)).toBeNull();
  });
});
