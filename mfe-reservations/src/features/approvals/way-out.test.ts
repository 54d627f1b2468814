import { bookingsInTheWay, wayOut } from './way-out';

const conflict = (
  reservationId: number,
  tableNumber: number,
  suggestedMove?: { tableId: number; tableNumber: number } | null,
) => ({
  reservationId,
  name: `Guest ${reservationId}`,
  date: '2099-06-01T18:00:00.000Z',
  endDate: '2099-06-01T19:00:00.000Z',
  tableNumber,
  guests: 2,
  suggestedMove,
});

describe('the way out of an approval', () => {
  it('names each booking in the way once, though it blocks two tables', () => {
    const move = { tableId: 70, tableNumber: 7 };
    expect(bookingsInTheWay([conflict(1, 4, move), conflict(1, 5, move), conflict(2, 5, null)])).toEqual([
      { reservationId: 1, name: 'Guest 1', guests: 2, suggestedMove: move },
      { reservationId: 2, name: 'Guest 2', guests: 2, suggestedMove: null },
    ]);
  });

  it('moves every booking in the way, or offers no way out when one has nowhere to go', () => {
    const both = bookingsInTheWay([
      conflict(1, 4, { tableId: 70, tableNumber: 7 }),
      conflict(2, 5, { tableId: 80, tableNumber: 8 }),
    ]);
    expect(wayOut(both)).toEqual([
      { reservationId: 1, tableId: 70 },
      { reservationId: 2, tableId: 80 },
    ]);
    expect(
      wayOut(bookingsInTheWay([conflict(1, 4, { tableId: 70, tableNumber: 7 }), conflict(2, 5, null)])),
    ).toBeNull();
    expect(wayOut(bookingsInTheWay([conflict(1, 4)]))).toBeNull();
    expect(wayOut([])).toBeNull();
  });
});
