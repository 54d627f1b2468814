import { bookingReference, reservationIdOfReference } from './booking-reference';

describe('booking reference', () => {
  it('is STL- and four Crockford characters for the ids a restaurant sees, stable and distinct', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 5000; id++) {
      const reference = bookingReference(id);
      expect(reference).toMatch(/^STL-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(seen.has(reference)).toBe(false);
      seen.add(reference);
    }
    expect(bookingReference(42)).toBe(bookingReference(42));
    // Neighbours do not read as a counter.
    expect(bookingReference(1).slice(0, 6)).not.toBe(bookingReference(2).slice(0, 6));
  });

  it('grows past 32^4 ids and reads back to its reservation, as typed or spoken', () => {
    for (const id of [1, 2, 31, 32, 1000, 1_048_575, 1_048_576, 2_147_483_647, Number.MAX_SAFE_INTEGER]) {
      const reference = bookingReference(id);
      expect(reservationIdOfReference(reference)).toBe(id);
    }
    expect(bookingReference(1_048_576)).toHaveLength(4 + 5);
    const ref = bookingReference(77);
    expect(reservationIdOfReference(ref.slice(4).toLowerCase())).toBe(77);
    expect(reservationIdOfReference('STL-')).toBeNull();
    expect(reservationIdOfReference('STL-UUUU')).toBeNull();
    expect(() => bookingReference(0)).toThrow(RangeError);
  });
});
