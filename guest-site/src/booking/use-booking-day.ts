import { useMemo } from 'react';
import type { TAvailabilityResponse, TTable } from '@stol/contracts';
import { dayFor } from './day-view';
import type { TBookingMode } from './mode';
import { useAvailability } from './use-availability';

export interface TBookingDay {
  /** The day for the guest's choice (their table or any table, their party): the form's times. */
  day: TAvailabilityResponse | null;
  /** The day for the party on any table: the plan's tables at each time (free, taken, too small, held). */
  planDay: TAvailabilityResponse | null;
  failed: boolean;
}

/**
 * One GET /public/availability per day (and the guest's own hold), for the whole restaurant; what the form and
 * the plan show for a table or a party is derived from it (day-view.ts), so changing the party, the table or the
 * time asks nothing again (issue 23 §1) — unless the restaurant's turn times or pacing (issue 24) make a party's
 * times its own: then one answer per day and party size. `version` grows on live events and on reconnecting.
 */
export function useBookingDay(
  restaurantId: number,
  tables: readonly TTable[],
  mode: TBookingMode,
  date: string,
  version: number,
  holdId: string | null,
  /** The restaurant's turn times or pacing make the day differ by party size (partySetsDay): ask for the party. */
  byParty = false,
): TBookingDay {
  // A large party asks the staff: no table to fit, so the day as it came.
  const guests = mode.largeParty ? null : mode.guests;
  const availability = useAvailability(
    { restaurantId, date, tableId: null, guests: byParty ? guests : null },
    version,
    holdId,
  );
  const data = availability.data;
  const tableId = mode.largeParty || mode.anyTable ? null : mode.tableId;
  const day = useMemo(
    () => data && dayFor(data, tables, { tableId, guests }),
    [data, tables, tableId, guests],
  );
  const planDay = useMemo(
    () => data && dayFor(data, tables, { tableId: null, guests }),
    [data, tables, guests],
  );
  return { day, planDay, failed: availability.failed };
}
