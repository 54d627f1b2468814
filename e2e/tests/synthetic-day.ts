import type { TReservationListItem, TTable } from '@stol/contracts';
import { stackNow } from '../clock.mjs';

/**
 * A busy day for the day view (issue 22 §7), to stand in for GET /reservations/day in the browser: `count` bookings
 * on restaurant 1's real tables, starting from 4 h before to 9 h after the stack's noon (`dayOffset` days away),
 * so every phase group is full (late, arriving, seated, later, finished, no-shows, cancelled), with guest histories
 * and notes. Ids run from `idBase`.
 */
export function syntheticDay(
  tables: TTable[],
  dayOffset: number,
  idBase: number,
  count: number,
): TReservationListItem[] {
  const noon = stackNow().getTime() + dayOffset * 86_400_000;
  return Array.from({ length: count }, (_, i) => {
    const table = tables[i % tables.length]!;
    // Starts from 4 h before to 9 h after noon, every 2–3 minutes: past, under way and later bookings.
    const start = noon + (-240 + Math.floor((i * 780) / count)) * 60_000;
    const started = start < noon;
    const kind = i % 10;
    const checkedIn = started && kind < 6 ? new Date(start - 5 * 60_000).toISOString() : null;
    return {
      id: idBase + i,
      restaurantId: 1,
      tableId: table.id,
      tableIds: [table.id],
      name: `Bench Guest ${i + 1}`,
      phone: `+38591${String(5_000_000 + i).padStart(7, '0')}`,
      email: i % 3 === 0 ? null : `guest${i}@example.test`,
      date: new Date(start).toISOString(),
      endDate: new Date(start + 90 * 60_000).toISOString(),
      guests: 2 + (i % 5),
      partySize: 2 + (i % 5),
      status: kind === 9 ? 'cancelled' : started && kind === 5 ? 'cleared' : 'confirmed',
      checkedInAt: checkedIn,
      noShowAt:
        started && kind === 8 && start < noon - 60 * 60_000
          ? new Date(start + 20 * 60_000).toISOString()
          : null,
      isLargeParty: false,
      isWalkIn: i % 17 === 0,
      notes: i % 4 === 0 ? 'Nut allergy, birthday cake at dessert, window table if possible' : null,
      createdAt: new Date(noon - 7 * 86_400_000).toISOString(),
      table: { id: table.id, number: table.number, status: table.status },
      tables: [],
      restaurant: { id: 1, name: 'Bench' },
      pendingApproval: false,
      guestHistory: { visits: i % 7, noShows: i % 11 === 0 ? 1 : 0, cancellations: 0, lastVisit: null },
    };
  });
}
