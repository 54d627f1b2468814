import { aReservation } from '../../../../test/day-fixtures';
import { bookingChanges } from './booking-changes';
import { endOfStayDue } from './end-of-stay';

// 17:00–18:00 UTC.
const seated = aReservation({ checkedInAt: '2026-07-01T17:02:00Z' });
const minutesBeforeEnd = (m: number) => Date.parse('2026-07-01T18:00:00Z') - m * 60_000;

describe('endOfStayDue', () => {
  it('says nothing with more than 15 minutes left', () => {
    expect(endOfStayDue([seated], minutesBeforeEnd(16))).toEqual([]);
  });

  it('is due at 15, 10 and 5 minutes left, the tightest threshold reached', () => {
    expect(endOfStayDue([seated], minutesBeforeEnd(15)).map((d) => d.minutesLeft)).toEqual([15]);
    expect(endOfStayDue([seated], minutesBeforeEnd(11)).map((d) => d.minutesLeft)).toEqual([15]);
    expect(endOfStayDue([seated], minutesBeforeEnd(7)).map((d) => d.minutesLeft)).toEqual([10]);
    expect(endOfStayDue([seated], minutesBeforeEnd(1)).map((d) => d.minutesLeft)).toEqual([5]);
    expect(endOfStayDue([seated], minutesBeforeEnd(0))).toEqual([]);
  });

  it('gives each reservation, end and threshold its own id', () => {
    const [due] = endOfStayDue([seated], minutesBeforeEnd(10));
    expect(due!.id).toBe('end:101:2026-07-01T18:00:00.000Z:10');
  });

  it('skips cleared, cancelled, no-show and not yet started reservations', () => {
    const now = minutesBeforeEnd(10);
    const list = [
      aReservation({ id: 1, status: 'cleared' }),
      aReservation({ id: 2, status: 'cancelled' }),
      aReservation({ id: 3, noShowAt: '2026-07-01T17:20:00Z' }),
      aReservation({ id: 4, date: '2026-07-01T17:55:00Z', endDate: '2026-07-01T17:58:00Z' }),
    ];
    expect(endOfStayDue(list, now)).toEqual([]);
  });
});

describe('bookingChanges', () => {
  it('announces nothing on the first load', () => {
    expect(bookingChanges(null, [seated])).toEqual([]);
  });

  it('announces new bookings and cancellations', () => {
    const fresh = aReservation({ id: 102 });
    const cancelled = { ...seated, status: 'cancelled' as const };
    const changes = bookingChanges([seated], [cancelled, fresh]);
    expect(changes.map((c) => [c.kind, c.reservation.id])).toEqual([
      ['cancelled', 101],
      ['created', 102],
    ]);
    // Already cancelled before, or arriving cancelled: nothing.
    expect(bookingChanges([cancelled], [cancelled, { ...fresh, id: 103, status: 'cancelled' }])).toEqual([]);
  });
});
