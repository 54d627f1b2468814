import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys get a table of their own (see http/idempotency): a key is bound to the request it first
 * came with and remembers its answer for 24 hours. The reservation column it replaces let a repeated key with
 * any body read back the first guest's reservation (name, phone, cancel token), so it goes.
 * Raw SQL only: the ORM does not map this table.
 */
export class Migration20261123110000_idempotency_keys extends Migration {
  override name = 'Migration20261123110000_idempotency_keys';

  override up(): void | Promise<void> {
    this.addSql(`
      create table "idempotency_keys" (
        "client" varchar(300) not null,
        "key" varchar(255) not null,
        "method" varchar(10) not null,
        "path" text not null,
        "fingerprint" char(64) not null,
        "owner" uuid not null,
        "status" text not null check ("status" in ('in_progress', 'completed')),
        "response_status" int null,
        "response_body" json null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        primary key ("client", "key")
      );`);
    this.addSql(`create index "idempotency_keys_expires_at_index" on "idempotency_keys" ("expires_at");`);
    this.addSql(
      `alter table "reservations" drop constraint if exists "reservations_restaurant_id_idempotency_key_unique";`,
    );
    this.addSql(`alter table "reservations" drop column if exists "idempotency_key";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reservations" add column "idempotency_key" varchar(200) null;`);
    this.addSql(
      `alter table "reservations" add constraint "reservations_restaurant_id_idempotency_key_unique" unique ("restaurant_id", "idempotency_key");`,
    );
    this.addSql(`drop table if exists "idempotency_keys";`);
  }
}
