import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 §11: a hold records which client placed it (a digest of its address as the rate limits see it), so one
 * client keeps at most HOLDS_PER_CLIENT live holds. Counted over that client's live holds: the partial index covers
 * exactly the rows a count reads. Holds placed before this migration have none and count for nobody (they expire
 * within five minutes).
 */
export class Migration20261126120000_hold_client extends Migration {
  override name = 'Migration20261126120000_hold_client';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reservation_tables" add "hold_client" varchar(32) null;`);
    this.addSql(
      `create index "reservation_tables_hold_client_index" on "reservation_tables" ("hold_client", "hold_expires_at") where "hold_client" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "reservation_tables_hold_client_index";`);
    this.addSql(`alter table "reservation_tables" drop column "hold_client";`);
  }
}
