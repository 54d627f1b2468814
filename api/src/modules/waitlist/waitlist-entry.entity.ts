import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { WAITLIST_STATUSES } from '@stol/contracts';
import { Restaurant } from '../restaurants/restaurant.entity';
import { Reservation } from '../reservations/reservation.entity';

export const WaitlistEntry = defineEntity({
  name: 'WaitlistEntry',
  tableName: 'waitlist_entries',
  properties: {
    id: p.integer().primary(),
    restaurantId: () =>
      p.manyToOne(Restaurant).mapToPk().fieldName('restaurant_id').deleteRule('cascade').index(),
    name: p.string().length(200),
    phone: p.string().length(50),
    partySize: p.integer(),
    status: p.enum(WAITLIST_STATUSES).default('waiting'),
    notifiedAt: p.datetime().nullable(),
    reservationId: () =>
      p.manyToOne(Reservation).mapToPk().fieldName('reservation_id').nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { properties: ['restaurantId', 'createdAt'], name: 'waitlist_entries_restaurant_id_created_at_index' },
  ],
});
export type WaitlistEntry = InferEntity<typeof WaitlistEntry>;
