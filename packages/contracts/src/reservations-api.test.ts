import {
  RESERVATION_EDIT_EMPTY_MESSAGE,
  RESERVATION_TIME_SLOTS,
  ZReservationListQuery,
  ZReservationPatch,
} from './reservations-api';

describe('ZReservationListQuery', () => {
  it('coerces query-string values and fills page defaults', () => {
    expect(
      ZReservationListQuery.parse({
        date: '2026-03-29',
        restaurantId: '2',
        page: '3',
        pageSize: '50',
        q: ' Ana ',
      }),
    ).toEqual({ date: '2026-03-29', restaurantId: 2, page: 3, pageSize: 50, q: 'Ana' });
    expect(ZReservationListQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('treats empty parameters as absent', () => {
    expect(ZReservationListQuery.parse({ q: '', status: '', restaurantId: '', time: '', page: '' })).toEqual({
      page: 1,
      pageSize: 20,
    });
  });

  it('rejects page sizes, slots, pages and days outside the rules', () => {
    for (const bad of [
      { pageSize: '30' },
      { page: '0' },
      { time: '19:15' },
      { time: '24:00' },
      { date: '29.03.2026' },
      { status: 'seated' },
    ]) {
      expect(ZReservationListQuery.safeParse(bad).success).toBe(false);
    }
  });
});

describe('RESERVATION_TIME_SLOTS', () => {
  it('lists every half hour of the day', () => {
    expect(RESERVATION_TIME_SLOTS).toHaveLength(48);
    expect(RESERVATION_TIME_SLOTS.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(RESERVATION_TIME_SLOTS.at(-1)).toBe('23:30');
  });
});

describe('ZReservationPatch', () => {
  it('accepts a status change, or an edit with a table and/or a date', () => {
    expect(ZReservationPatch.parse({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(ZReservationPatch.parse({ tableId: 4, requireApproval: true })).toEqual({
      tableId: 4,
      requireApproval: true,
    });
    expect(ZReservationPatch.parse({ date: '2026-10-25T18:30:00+01:00' })).toEqual({
      date: '2026-10-25T18:30:00+01:00',
    });
  });

  it(`says '${RESERVATION_EDIT_EMPTY_MESSAGE}' for an edit without table or date`, () => {
    const result = ZReservationPatch.safeParse({ requireApproval: true });
    expect(result.success).toBe(false);
    // The union surfaces the edit's own message, so the API can answer it as the error text.
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: RESERVATION_EDIT_EMPTY_MESSAGE }),
    ]);
  });

  it('rejects a status mixed with an edit', () => {
    expect(ZReservationPatch.safeParse({ status: 'cleared', tableId: 3 }).success).toBe(false);
  });
});
