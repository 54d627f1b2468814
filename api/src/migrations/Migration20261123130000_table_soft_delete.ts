import { Migration } from '@mikro-orm/migrations';

/**
 * Deleting a table keeps its history (README "Floor plan rules"): tables get `deleted_at` and the API sets it
 * instead of deleting the row, so the past reservations, occupancy rows and reviews that reference the table
 * stay, with its number. Table numbers are unique among a restaurant's live tables only: the unique constraint
 * becomes a partial unique index of the same name (the API maps a clash to a 409 naming the number), so a
 * deleted table's number can be given again. The foreign keys from reservations and reservation_tables to
 * tables no longer cascade: a hard delete of a table that has history is refused by the database instead of
 * silently erasing it. They are checked at commit (deferred): deleting a restaurant still removes everything,
 * its reservations going by their own cascade from the restaurant (an immediate check would fire between the two
 * cascades and refuse). The CHECK constraints on tables and the exclusion constraint on reservation_tables are
 * untouched.
 */
export class Migration20261123130000_table_soft_delete extends Migration {
  override name = 'Migration20261123130000_table_soft_delete';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tables" add "deleted_at" timestamptz null;`);
    this.addSql(`alter table "tables" drop constraint "tables_restaurant_id_number_unique";`);
    this.addSql(
      `create unique index "tables_restaurant_id_number_unique" on "tables" ("restaurant_id", "number") where deleted_at is null;`,
    );
    this.addSql(`alter table "reservations" drop constraint "reservations_table_id_foreign";`);
    this.addSql(
      `alter table "reservations" add constraint "reservations_table_id_foreign" foreign key ("table_id") references "tables" ("id") on delete no action deferrable initially deferred;`,
    );
    this.addSql(`alter table "reservation_tables" drop constraint "reservation_tables_table_id_foreign";`);
    this.addSql(
      `alter table "reservation_tables" add constraint "reservation_tables_table_id_foreign" foreign key ("table_id") references "tables" ("id") on delete no action deferrable initially deferred;`,
    );
  }

  override down(): void | Promise<void> {
    // Soft-deleted tables cannot come back as rows the old schema understands: they are removed, with the
    // history that referenced them (what a delete did before this migration).
    this.addSql(`alter table "reservation_tables" drop constraint "reservation_tables_table_id_foreign";`);
    this.addSql(
      `alter table "reservation_tables" add constraint "reservation_tables_table_id_foreign" foreign key ("table_id") references "tables" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "reservations" drop constraint "reservations_table_id_foreign";`);
    this.addSql(
      `alter table "reservations" add constraint "reservations_table_id_foreign" foreign key ("table_id") references "tables" ("id") on delete cascade;`,
    );
    this.addSql(`delete from "tables" where "deleted_at" is not null;`);
    // Fire the deferred triggers (occupancy versions) now: ALTER TABLE refuses a table with pending trigger events.
    this.addSql(`set constraints all immediate;`);
    this.addSql(`drop index "tables_restaurant_id_number_unique";`);
    this.addSql(`alter table "tables" drop column "deleted_at";`);
    this.addSql(
      `alter table "tables" add constraint "tables_restaurant_id_number_unique" unique ("restaurant_id", "number");`,
    );
  }
}
