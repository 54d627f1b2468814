import { Migration } from '@mikro-orm/migrations';

/** The change history of restaurants, promotions, hubs and users (issue 20 §4). */
export class Migration20261126150000_change_records extends Migration {
  override name = 'Migration20261126150000_change_records';

  override up(): void | Promise<void> {
    this.addSql(`create table "change_records" (
      "id" serial primary key,
      "restaurant_id" int null references "restaurants" ("id") on update cascade on delete set null,
      "actor_id" int null references "users" ("id") on update cascade on delete set null,
      "actor_email" varchar(320) not null,
      "kind" text check ("kind" in ('restaurant_created', 'settings', 'special_hours', 'promotion', 'hub', 'user_created', 'user_updated', 'user_deleted', 'user_invited')) not null,
      "target" varchar(400) null,
      "changes" jsonb not null,
      "created_at" timestamptz not null);`);
    this.addSql(
      `create index "change_records_restaurant_id_created_at_index" on "change_records" ("restaurant_id", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "change_records" cascade;`);
  }
}
