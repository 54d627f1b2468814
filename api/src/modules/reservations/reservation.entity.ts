import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LANGUAGES, RESERVATION_NOTES_MAX, RESERVATION_STATUSES } from '@stol/contracts';
import { Restaurant } from '../restaurants/restaurant.entity';
import { DiningTable } from '../tables/table.entity';

export const Reservation = defineEntity({
  name: 'Reservation',
  tableName: 'reservations',
  properties: {
    id: p.integer().primary(),
    restaurantId: () => p.manyToOne(Restaurant).mapToPk().fieldName('restaurant_id').deleteRule('cascade'),
    /** The main table; attached extra tables live only in reservation_tables. */
    tableId: () =>
      p.manyToOne(DiningTable).mapToPk().fieldName('table_id').deleteRule('no action').deferMode('deferred'),
    name: p.string().length(200),
    phone: p.string().length(50).index('reservations_phone_index'),
    email: p.string().length(320).nullable(),
    startAt: p.datetime(),
    endAt: p.datetime(),
    guests: p.integer(),
    status: p.enum(RESERVATION_STATUSES).default('confirmed'),
    checkedInAt: p.datetime().nullable(),
    noShowAt: p.datetime().nullable(),
    /** When the table was cleared (status cleared): the end of the stay that turn times measure (issue 21 §2). */
    clearedAt: p.datetime().nullable(),
    isLargeParty: p.boolean().default(false),
    /** Seated as a walk-in (POST /walkin/seat-now): counted as one whatever the name (DESIGN §7). */
    isWalkIn: p.boolean().default(false),
    /** What the guest or the host wrote for the restaurant (issue 22 §2), at most RESERVATION_NOTES_MAX characters. */
    notes: p.string().length(RESERVATION_NOTES_MAX).nullable(),
    /** The guest's language (the booking site's): messages to the guest are written in it. */
    language: p.enum(LANGUAGES).default('en'),
    /** Guest cancel/modify/review link token. */
    token: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    // The migrations give it INCLUDE columns (Migration20261127031500_analytics_index_payload): keep them if remade.
    { properties: ['restaurantId', 'startAt'], name: 'reservations_restaurant_id_start_at_index' },
    { properties: ['restaurantId', 'status'], name: 'reservations_restaurant_id_status_index' },
    // The guest behind a phone at a restaurant (issue 22 §2); INCLUDE columns in Migration20261127080100_guest_phone_index.
    { properties: ['restaurantId', 'phone'], name: 'reservations_restaurant_id_phone_index' },
  ],
});
export type Reservation = InferEntity<typeof Reservation>;
