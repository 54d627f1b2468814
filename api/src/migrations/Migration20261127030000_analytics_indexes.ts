import { Migration } from '@mikro-orm/migrations';

/**
 * Analytics (issue 21 §3, §6) read one restaurant's started reservations over its (restaurant_id, start_at) range
 * and count them by status, walk-in flag, no-show time, guests, phone, check-in and clear times, and the tables
 * each used. The two indexes they range over now carry those columns (INCLUDE), so the counts are Index Only
 * Scans: no heap page of the restaurant's history is read for a figure (EXPLAIN in api/test/analytics.test.ts).
 * The names stay (the entities declare them, the reports' comments name them); only their payload grows.
 * Name and email stay out (long texts): the returning guests' grouping fetches them for the rows it reads.
 */
const RESERVATION_COLUMNS = [
  'id',
  'table_id',
  'status',
  'is_walk_in',
  'no_show_at',
  'guests',
  'phone',
  'checked_in_at',
  'cleared_at',
];

export class Migration20261127030000_analytics_indexes extends Migration {
  override name = 'Migration20261127030000_analytics_indexes';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "reservations_restaurant_id_start_at_index";`);
    this.addSql(
      `create index "reservations_restaurant_id_start_at_index" on "reservations" ("restaurant_id", "start_at") ` +
        `include (${RESERVATION_COLUMNS.map((c) => `"${c}"`).join(', ')});`,
    );
    // A reservation's tables (main and attached): the heatmap's lookup per counted reservation.
    this.addSql(`drop index if exists "reservation_tables_reservation_id_index";`);
    this.addSql(
      `create index "reservation_tables_reservation_id_index" on "reservation_tables" ("reservation_id") ` +
        `include ("table_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "reservations_restaurant_id_start_at_index";`);
    this.addSql(
      `create index "reservations_restaurant_id_start_at_index" on "reservations" ("restaurant_id", "start_at");`,
    );
    this.addSql(`drop index if exists "reservation_tables_reservation_id_index";`);
    this.addSql(
      `create index "reservation_tables_reservation_id_index" on "reservation_tables" ("reservation_id");`,
    );
  }
}
