import { tableReasonAt, type TAvailabilitySlot, type TTable } from '@stol/contracts';
import { chooseTable, type TBookingMode } from './mode';

/**
 * A time the guest cannot book offers the nearest ones they can (issue 12): other times that day for the same
 * choice, and other tables at that time. Both come from the availability answer already loaded (every slot
 * lists the tables that cannot be taken, with why), so offering them costs no request.
 */

/** How many of each kind are offered: a few, nearest first. */
export const ALTERNATIVES_LIMIT = 3;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** Bookable times of the day other than `time`, nearest first (the earlier of two equally near). */
export function nearestTimes(
  slots: readonly TAvailabilitySlot[],
  time: string,
  bookable: (slot: TAvailabilitySlot) => boolean,
  limit = ALTERNATIVES_LIMIT,
): TAvailabilitySlot[] {
  const at = minutesOf(time);
  const distance = (slot: TAvailabilitySlot) => Math.abs(minutesOf(slot.time) - at);
  return slots
    .filter((slot) => slot.time !== time && bookable(slot))
    .sort((a, b) => distance(a) - distance(b) || minutesOf(a.time) - minutesOf(b.time))
    .slice(0, limit);
}

const centre = (table: TTable) => ({ x: table.x + table.width / 2, y: table.y + table.height / 2 });

/**
 * Tables free at `slot` that suit the party as it is (choosing one would not change the number of guests: at
 * least half its seats, at most all), nearest on the floor to the table asked for, which the guest chose for its
 * place. Only a specific table has neighbours: for any table the API already picked from every free table.
 */
export function nearestTables(
  slot: TAvailabilitySlot,
  tables: readonly TTable[],
  mode: TBookingMode,
  limit = ALTERNATIVES_LIMIT,
): TTable[] {
  const asked = mode.tableId === null ? undefined : tables.find((t) => t.id === mode.tableId);
  if (!asked || mode.anyTable || mode.largeParty) return [];
  const from = centre(asked);
  const distance = (table: TTable) => Math.hypot(centre(table).x - from.x, centre(table).y - from.y);
  return tables
    .filter(
      (table) =>
        table.id !== asked.id &&
        tableReasonAt(slot, table.id) === null &&
        table.status !== 'maintenance' &&
        chooseTable(mode, table).guests === mode.guests,
    )
    .sort((a, b) => distance(a) - distance(b) || a.number - b.number)
    .slice(0, limit);
}
