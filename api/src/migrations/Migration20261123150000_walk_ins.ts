import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 11: a walk-in is marked by a column of its own (DESIGN §7), so a walk-in with a name still counts as one.
 * Reservations recorded before it were walk-ins only by the name 'Walk-in': those become walk-ins.
 */
export class Migration20261123150000_walk_ins extends Migration {
  override name = 'Migration20261123150000_walk_ins';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reservations" add "is_walk_in" boolean not null default false;`);
    this.addSql(`update "reservations" set "is_walk_in" = true where "name" = 'Walk-in';`);
    // The host's day view lists today's waitlist of a restaurant.
    this.addSql(
      `create index "waitlist_entries_restaurant_id_created_at_index" on "waitlist_entries" ("restaurant_id", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "waitlist_entries_restaurant_id_created_at_index";`);
    this.addSql(`alter table "reservations" drop column "is_walk_in";`);
  }
}
