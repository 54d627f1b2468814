import { quoteWaits, typicalStay, type QuoteInput } from '../src/modules/waitlist/quoted-wait';

/**
 * The quoted wait on constructed days (issue 11 §5): tables that fit, when their current and next bookings end,
 * how long tables really stayed today, and the guests ahead in the line.
 */
const NOW = new Date('2026-06-10T18:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const quote = (over: Partial<QuoteInput>) =>
  quoteWaits({
    now: NOW,
    durationMin: 60,
    typicalStayMin: null,
    tables: [],
    periods: [],
    queue: [],
    ...over,
  });

describe('quoteWaits', () => {
  it('is 0 when a table that fits is free now, null when no table fits the party', () => {
    const q = quote({
      tables: [{ id: 1, seats: 4 }],
      queue: [
        { id: 10, partySize: 2 },
        { id: 11, partySize: 6 },
      ],
    });
    expect(q.get(10)).toBe(0);
    expect(q.get(11)).toBeNull();
  });

  it('waits for the current party to leave, rounded up to 5 minutes', () => {
    const q = quote({
      tables: [{ id: 1, seats: 4 }],
      periods: [{ tableId: 1, start: at(-40), end: at(22) }],
      queue: [{ id: 10, partySize: 4 }],
    });
    expect(q.get(10)).toBe(25);
  });

  it('takes the table that frees first among those that fit (too small tables do not count)', () => {
    const q = quote({
      tables: [
        { id: 1, seats: 2 }, // free now, too small
        { id: 2, seats: 4 },
        { id: 3, seats: 6 },
      ],
      periods: [
        { tableId: 2, start: at(-30), end: at(30) },
        { tableId: 3, start: at(-50), end: at(10) },
      ],
      queue: [{ id: 10, partySize: 4 }],
    });
    expect(q.get(10)).toBe(10);
  });

  it('counts the guests ahead in the line: each holds the table it gets for a whole stay', () => {
    const q = quote({
      tables: [{ id: 1, seats: 4 }],
      periods: [{ tableId: 1, start: at(-50), end: at(10) }],
      queue: [
        { id: 10, partySize: 2 },
        { id: 11, partySize: 3 },
        { id: 12, partySize: 2 },
      ],
    });
    expect([q.get(10), q.get(11), q.get(12)]).toEqual([10, 70, 130]);
  });

  it('does not seat a party where the next booking would arrive before its stay ends', () => {
    const q = quote({
      tables: [{ id: 1, seats: 4 }],
      periods: [
        { tableId: 1, start: at(-50), end: at(10) },
        { tableId: 1, start: at(40), end: at(100) }, // only 30 free minutes between
      ],
      queue: [{ id: 10, partySize: 2 }],
    });
    expect(q.get(10)).toBe(100);
  });

  it('moves the current party’s expected end by how long tables actually stayed today', () => {
    const base = {
      tables: [{ id: 1, seats: 4 }],
      periods: [{ tableId: 1, start: at(-30), end: at(30) }],
      queue: [{ id: 10, partySize: 2 }],
    };
    expect(quote(base).get(10)).toBe(30);
    // Parties left after 45 of their 60 minutes today: this one is expected at 15 minutes from now.
    expect(quote({ ...base, typicalStayMin: 45 }).get(10)).toBe(15);
    // They stayed 90: expected at 60 minutes from now.
    expect(quote({ ...base, typicalStayMin: 90 }).get(10)).toBe(60);
    // A party already past its expected end leaves any moment: 0, never negative.
    expect(quote({ ...base, typicalStayMin: 20 }).get(10)).toBe(0);
  });

  it('prefers the smaller of two tables free at the same time, leaving the big one for bigger parties', () => {
    const q = quote({
      tables: [
        { id: 1, seats: 8 },
        { id: 2, seats: 2 },
      ],
      queue: [
        { id: 10, partySize: 2 },
        { id: 11, partySize: 6 },
      ],
    });
    expect([q.get(10), q.get(11)]).toEqual([0, 0]);
  });
});

describe('typicalStay', () => {
  it('is the median of the finished stays, null without any', () => {
    expect(typicalStay([])).toBeNull();
    expect(typicalStay([50, 40, 90])).toBe(50);
    expect(typicalStay([40, 50, 60, 90])).toBe(55);
    expect(typicalStay([0, -5, Number.NaN])).toBeNull();
  });
});
