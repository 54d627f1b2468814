import type { TAvailabilitySlot, TTable } from '@stol/contracts';
import {
  useNewReservationAvailabilityQuery,
  useNewReservationRestaurantQuery,
  useNewReservationTablesQuery,
} from '@stol/platform/new-reservation';

const NO_TABLES: readonly TTable[] = [];

/**
 * What the dialog draws from: the day's times for the party (the guest site's answer), the same times without a
 * party size when booking over capacity (it tells a free small table from a taken one), the tables and the plan.
 */
export function useNewReservationData({
  restaurantId,
  date,
  guests,
  overCapacity,
}: {
  restaurantId: number | null;
  date: string;
  guests: number | null;
  overCapacity: boolean;
}) {
  const id = restaurantId ?? 0;
  const ready = restaurantId !== null && date !== '';
  const times = useNewReservationAvailabilityQuery(
    { restaurantId: id, date, guests: guests ?? 1 },
    { skip: !ready || guests === null },
  );
  const open = useNewReservationAvailabilityQuery(
    { restaurantId: id, date },
    { skip: !ready || !overCapacity },
  );
  const tables = useNewReservationTablesQuery(id, { skip: restaurantId === null });
  const restaurant = useNewReservationRestaurantQuery(id, { skip: restaurantId === null });
  const openAt = (slot: TAvailabilitySlot) => open.data?.slots.find((s) => s.time === slot.time);
  return {
    times,
    openAt,
    tables: tables.data ?? NO_TABLES,
    tablesQuery: tables,
    floorplan: restaurant.data?.floorplan,
  };
}
