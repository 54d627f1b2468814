import type { EntityManager } from '@mikro-orm/postgresql';
import { ReservationTable } from './reservation-table.entity';

/** Table ids each reservation occupies, main table first (its row is written first). */
export async function tableIdsByReservation(
  em: EntityManager,
  reservationIds: number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (reservationIds.length === 0) return result;
  const rows = await em.find(
    ReservationTable,
    { reservationId: { $in: reservationIds } },
    { orderBy: { id: 'asc' } },
  );
  for (const row of rows) {
    const id = row.reservationId;
    if (id != null) result.set(id, [...(result.get(id) ?? []), row.tableId]); // holds have none
  }
  return result;
}
