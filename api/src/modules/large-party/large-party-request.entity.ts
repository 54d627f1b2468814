import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LARGE_PARTY_STATUSES } from '@stol/contracts';
import { Restaurant } from '../restaurants/restaurant.entity';
import { Reservation } from '../reservations/reservation.entity';

export const LargePartyRequest = defineEntity({
  name: 'LargePartyRequest',
  tableName: 'large_party_requests',
  properties: {
    id: p.integer().primary(),
    restaurantId: () =>
      p.manyToOne(Restaurant).mapToPk().fieldName('restaurant_id').deleteRule('cascade').index(),
    name: p.string().length(200),
    phone: p.string().length(50),
    email: p.string().length(320).nullable(),
    guests: p.integer(),
    /** The date and time the party asked for. */
    requestedAt: p.datetime(),
    status: p.enum(LARGE_PARTY_STATUSES).default('pending'),
    reservationId: () =>
      p.manyToOne(Reservation).mapToPk().fieldName('reservation_id').nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type LargePartyRequest = InferEntity<typeof LargePartyRequest>;
