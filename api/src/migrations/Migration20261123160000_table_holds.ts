import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 12 §2: a guest's hold on a table while they verify and book. A hold is an occupancy row without a
 * reservation, so the same exclusion constraint that forbids overlapping bookings keeps a held table from being
 * taken; it carries its own id (what the guest's booking names to consume it) and an expiry. Expired holds are
 * deleted by every writer of that table's occupancy before it writes (under the table's advisory lock) and by a
 * sweep, so an expired hold never blocks a booking.
 */
export class Migration20261123160000_table_holds extends Migration {
  override name = 'Migration20261123160000_table_holds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reservation_tables" alter column "reservation_id" drop not null;`);
    this.addSql(
      `alter table "reservation_tables" add "hold_id" varchar(64) null, add "hold_expires_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "reservation_tables" add constraint "reservation_tables_hold_or_reservation_check" check ` +
        `(("reservation_id" is null) = ("hold_id" is not null) and ("hold_id" is null) = ("hold_expires_at" is null));`,
    );
    this.addSql(
      `create index "reservation_tables_hold_id_index" on "reservation_tables" ("hold_id") where "hold_id" is not null;`,
    );
    this.addSql(
      `create index "reservation_tables_hold_expires_at_index" on "reservation_tables" ("hold_expires_at") where "hold_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "reservation_tables" where "hold_id" is not null;`);
    this.addSql(`drop index "reservation_tables_hold_expires_at_index";`);
    this.addSql(`drop index "reservation_tables_hold_id_index";`);
    this.addSql(
      `alter table "reservation_tables" drop constraint "reservation_tables_hold_or_reservation_check";`,
    );
    this.addSql(`alter table "reservation_tables" drop column "hold_id", drop column "hold_expires_at";`);
    this.addSql(`alter table "reservation_tables" alter column "reservation_id" set not null;`);
  }
}
