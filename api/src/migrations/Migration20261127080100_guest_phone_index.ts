import { Migration } from '@mikro-orm/migrations';

/**
 * Who the guest behind a phone is at a restaurant (issue 22 §2): the reservations list counts, for every row of a
 * page, the other reservations with the same phone at the same restaurant (visits, no-shows, cancellations, last
 * visit), and GET /reservations/{id}/guest reads the same set. One range of this index per row; the columns the
 * counts read ride along (INCLUDE), so they are Index Only Scans.
 */
export class Migration20261127080100_guest_phone_index extends Migration {
  override name = 'Migration20261127080100_guest_phone_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "reservations_restaurant_id_phone_index" on "reservations" ("restaurant_id", "phone") ` +
        `include ("start_at", "status", "checked_in_at", "no_show_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "reservations_restaurant_id_phone_index";`);
  }
}
