import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 10: the outbox becomes the whole message and its delivery state (kind, sender, both email parts,
 * attachments, language, the reservation and restaurant it is about, attempts, back-off, lease, a stable
 * Message-ID and a dedupe key); reservations remember the guest's language. Nothing wrote the old outbox rows
 * (no kind, no way to deliver them), so they go.
 */
export class Migration20261123140000_messages extends Migration {
  override name = 'Migration20261123140000_messages';

  override up(): void | Promise<void> {
    this.addSql(`delete from "outbox_messages";`);
    this.addSql(`alter table "reservations" add "language" text not null default 'en';`);
    this.addSql(
      `alter table "reservations" add constraint "reservations_language_check" check ("language" in ('hr', 'en'));`,
    );

    this.addSql(`alter table "outbox_messages" drop constraint "outbox_messages_status_check";`);
    this.addSql(
      `alter table "outbox_messages" add "kind" text not null, add "sender" varchar(300) null, add "html" text null, add "attachments" jsonb not null, add "language" text not null, add "reservation_id" int null, add "restaurant_id" int null, add "attempts" int not null default 0, add "last_error" text null, add "next_attempt_at" timestamptz not null, add "lease_until" timestamptz null, add "message_id" varchar(200) not null, add "dedupe_key" varchar(200) null;`,
    );
    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_reservation_id_foreign" foreign key ("reservation_id") references "reservations" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete set null;`,
    );
    this.addSql(`alter table "outbox_messages" rename column "body" to "text";`);
    this.addSql(
      `create index "outbox_messages_reservation_id_index" on "outbox_messages" ("reservation_id");`,
    );
    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_message_id_unique" unique ("message_id");`,
    );
    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_dedupe_key_unique" unique ("dedupe_key");`,
    );
    this.addSql(
      `create index "outbox_messages_status_next_attempt_at_index" on "outbox_messages" ("status", "next_attempt_at");`,
    );
    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_kind_check" check ("kind" in ('confirmation', 'modification', 'cancellation', 'reminder', 'review_request', 'password_reset', 'waitlist_ready', 'otp_code'));`,
    );
    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_language_check" check ("language" in ('hr', 'en'));`,
    );
    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_status_check" check ("status" in ('pending', 'sending', 'sent', 'recorded', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_messages" drop constraint "outbox_messages_reservation_id_foreign";`);
    this.addSql(`alter table "outbox_messages" drop constraint "outbox_messages_restaurant_id_foreign";`);

    this.addSql(`drop index "outbox_messages_reservation_id_index";`);
    this.addSql(`alter table "outbox_messages" drop constraint "outbox_messages_message_id_unique";`);
    this.addSql(`alter table "outbox_messages" drop constraint "outbox_messages_dedupe_key_unique";`);
    this.addSql(`drop index "outbox_messages_status_next_attempt_at_index";`);
    this.addSql(`alter table "outbox_messages" drop constraint "outbox_messages_kind_check";`);
    this.addSql(`alter table "outbox_messages" drop constraint "outbox_messages_language_check";`);
    this.addSql(`alter table "outbox_messages" drop constraint "outbox_messages_status_check";`);
    this.addSql(
      `alter table "outbox_messages" drop column "kind", drop column "sender", drop column "html", drop column "attachments", drop column "language", drop column "reservation_id", drop column "restaurant_id", drop column "attempts", drop column "last_error", drop column "next_attempt_at", drop column "lease_until", drop column "message_id", drop column "dedupe_key";`,
    );
    this.addSql(`alter table "outbox_messages" rename column "text" to "body";`);
    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_status_check" check ("status" in ('pending', 'sent', 'failed'));`,
    );

    this.addSql(`alter table "reservations" drop constraint "reservations_language_check";`);
    this.addSql(`alter table "reservations" drop column "language";`);
  }
}
