import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Reservation } from '../reservations/reservation.entity';

/** One review per reservation; rating 1-5 and comment ≤ 500 are enforced by checks in the migration too. */
export const Review = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: p.integer().primary(),
    reservationId: () =>
      p.manyToOne(Reservation).mapToPk().fieldName('reservation_id').deleteRule('cascade').unique(),
    rating: p.smallint(),
    comment: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Review = InferEntity<typeof Review>;
