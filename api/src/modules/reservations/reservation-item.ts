import type { EntityManager } from '@mikro-orm/postgresql';
import type { TReservationListItem } from '@stol/contracts';
import { Restaurant } from '../restaurants/restaurant.entity';
import { DiningTable } from '../tables/table.entity';
import { toReservationJson } from './reservation.mapper';
import type { Reservation } from './reservation.entity';
import { tableIdsByReservation } from './reservation-tables.repository';

/** Reservations as list rows (ZReservationListItem): main table, attached tables and restaurant, in batch. */
export async function toListItems(
  em: EntityManager,
  reservations: Reservation[],
): Promise<TReservationListItem[]> {
  if (reservations.length === 0) return [];
  const tableIds = await tableIdsByReservation(
    em,
    reservations.map((r) => r.id),
  );
  const allTableIds = new Set<number>(reservations.map((r) => r.tableId));
  for (const ids of tableIds.values()) ids.forEach((id) => allTableIds.add(id));
  const tables = new Map(
    (await em.find(DiningTable, { id: { $in: [...allTableIds] } })).map((t) => [t.id, t] as const),
  );
  const restaurants = new Map(
    (await em.find(Restaurant, { id: { $in: [...new Set(reservations.map((r) => r.restaurantId))] } })).map(
      (r) => [r.id, r] as const,
    ),
  );
  return reservations.map((r) => {
    const ids = tableIds.get(r.id) ?? [r.tableId];
    const main = tables.get(r.tableId);
    return {
      ...toReservationJson(r, ids),
      table: { id: r.tableId, number: main?.number ?? 0, status: main?.status ?? 'available' },
      tables: ids
        .filter((id) => id !== r.tableId)
        .map((id) => ({ tableId: id, number: tables.get(id)?.number ?? 0 })),
      restaurant: { id: r.restaurantId, name: restaurants.get(r.restaurantId)?.name ?? '' },
    };
  });
}

export async function toListItem(em: EntityManager, reservation: Reservation): Promise<TReservationListItem> {
  return (await toListItems(em, [reservation]))[0]!;
}
