import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LANGUAGES, PLANS, ROLES } from '@stol/contracts';
import { Restaurant } from '../restaurants/restaurant.entity';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary(),
    /** Always stored lowercased (see users.service normaliseEmail). */
    email: p.string().length(320).unique(),
    passwordHash: p.string().length(255).hidden(),
    role: p.enum(ROLES),
    plan: p.enum(PLANS).default('basic'),
    /** Home restaurant of a restaurantadmin or staff member. */
    restaurantId: () =>
      p.manyToOne(Restaurant).mapToPk().fieldName('restaurant_id').nullable().deleteRule('set null'),
    /** Restaurants a restaurantmanager is assigned to (join table user_restaurants). */
    restaurants: () =>
      p
        .manyToMany(Restaurant)
        .pivotTable('user_restaurants')
        .joinColumn('user_id')
        .inverseJoinColumn('restaurant_id'),
    language: p.enum(LANGUAGES).default('hr'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type User = InferEntity<typeof User>;
