import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DiningTable } from '../tables/table.entity';
import { Reservation } from './reservation.entity';

/**
 * Occupancy: one row per table a reservation holds, over `[start, end + buffer)`. The migration adds
 * `EXCLUDE USING gist (table_id WITH =, period WITH &&) WHERE (active)`, so two active rows for one table
 * can never overlap: double booking is impossible by construction. Releasing a reservation sets active=false.
 * The row also has `restaurant_id`, not mapped here: the database copies it from the table (a trigger, see
 * Migration20261126100000_occupancy_restaurant) so a restaurant's occupancy is read through one index.
 */
export const ReservationTable = defineEntity({
  name: 'ReservationTable',
  tableName: 'reservation_tables',
  properties: {
    id: p.integer().primary(),
    /** Null for a guest's hold (issue 12 §2), which has `holdId` and `holdExpiresAt` instead. */
    reservationId: () =>
      p.manyToOne(Reservation).mapToPk().fieldName('reservation_id').deleteRule('cascade').index().nullable(),
    tableId: () =>
      p.manyToOne(DiningTable).mapToPk().fieldName('table_id').deleteRule('no action').deferMode('deferred'),
    /** A PostgreSQL tstzrange literal such as `[2026-03-29T10:00:00.000Z,2026-03-29T11:00:00.000Z)`. */
    period: p.string().columnType('tstzrange'),
    active: p.boolean().default(true),
    holdId: p.string().length(64).nullable(),
    holdExpiresAt: p.datetime().nullable(),
    /** Who placed the hold: a digest of the client's address (issue 19 §11, at most HOLDS_PER_CLIENT live ones). */
    holdClient: p.string().length(32).nullable(),
  },
});
export type ReservationTable = InferEntity<typeof ReservationTable>;

/** The tstzrange literal for an occupancy period (half-open, so back-to-back bookings do not collide). */
export const occupancyPeriod = (start: Date, endWithBuffer: Date): string =>
  `[${start.toISOString()},${endWithBuffer.toISOString()})`;
