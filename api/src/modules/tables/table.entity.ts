import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TABLE_STATUSES } from '@stol/contracts';
import { Restaurant } from '../restaurants/restaurant.entity';

/** A dining table placed on the restaurant's 1000x1000 floor plan (staff spec §3). */
export const DiningTable = defineEntity({
  name: 'DiningTable',
  tableName: 'tables',
  properties: {
    id: p.integer().primary(),
    restaurantId: () =>
      p
        .manyToOne(Restaurant)
        .mapToPk()
        .fieldName('restaurant_id')
        .deleteRule('cascade')
        .index('tables_restaurant_id_index'),
    number: p.integer(),
    seats: p.integer().default(4),
    x: p.double().default(0),
    y: p.double().default(0),
    width: p.double().default(30),
    height: p.double().default(30),
    status: p.enum(TABLE_STATUSES).default('available'),
    clearedUntil: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['restaurantId', 'number'], name: 'tables_restaurant_id_number_unique' }],
});
export type DiningTable = InferEntity<typeof DiningTable>;
