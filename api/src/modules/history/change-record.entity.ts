import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { HISTORY_KINDS, type TFieldChange } from '@stol/contracts';
import { Restaurant } from '../restaurants/restaurant.entity';
import { User } from '../users/user.entity';

/**
 * One recorded change (issue 20 §4). The actor's email is copied so the record still says who it was after
 * that user is deleted; a record outlives its restaurant too (restaurant_id set null), for whoever audits later.
 */
export const ChangeRecord = defineEntity({
  name: 'ChangeRecord',
  tableName: 'change_records',
  properties: {
    id: p.integer().primary(),
    restaurantId: () =>
      p.manyToOne(Restaurant).mapToPk().fieldName('restaurant_id').nullable().deleteRule('set null'),
    actorId: () => p.manyToOne(User).mapToPk().fieldName('actor_id').nullable().deleteRule('set null'),
    actorEmail: p.string().length(320),
    kind: p.enum(HISTORY_KINDS),
    target: p.string().length(400).nullable(),
    changes: p.json<TFieldChange[]>().columnType('jsonb'),
    createdAt: p.datetime(),
  },
  indexes: [{ properties: ['restaurantId', 'createdAt'] }],
});
export type ChangeRecord = InferEntity<typeof ChangeRecord>;
