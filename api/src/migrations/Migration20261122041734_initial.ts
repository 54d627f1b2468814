import { Migration } from '@mikro-orm/migrations';

export class Migration20261122041734_initial extends Migration {
  override name = 'Migration20261122041734_initial';

  override up(): void | Promise<void> {
    // btree_gist lets a GiST index combine plain equality (table_id) with range overlap (period).
    this.addSql(`create extension if not exists btree_gist;`);

    this.addSql(
      `create table "otp_challenges" ("id" serial primary key, "channel" text not null, "target" varchar(320) not null, "code_hash" varchar(128) not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "verified_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "otp_challenges_target_index" on "otp_challenges" ("target");`);

    this.addSql(
      `create table "outbox_messages" ("id" serial primary key, "channel" text not null, "recipient" varchar(320) not null, "subject" varchar(300) null, "body" text not null, "status" text not null default 'pending', "created_at" timestamptz not null, "sent_at" timestamptz null);`,
    );

    this.addSql(
      `create table "restaurants" ("id" serial primary key, "name" varchar(200) not null, "address" varchar(500) null, "cover_image" text null, "description" text null, "description_hr" text null, "description_en" text null, "open_hour" int not null default 11, "close_hour" int not null default 21, "interval_min" int not null default 30, "default_duration_min" int not null default 60, "buffer_min" int not null default 0, "no_show_grace_min" int not null default 15, "public_origin" varchar(500) null, "public_path" varchar(200) null, "special_hours" jsonb not null, "special_promotions" jsonb null, "brand_colors" jsonb not null, "hub_logo" text null, "floorplan" jsonb not null, "theme" jsonb not null, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "tables" ("id" serial primary key, "restaurant_id" int not null, "number" int not null, "seats" int not null default 4, "x" double precision not null default 0, "y" double precision not null default 0, "width" double precision not null default 30, "height" double precision not null default 30, "status" text not null default 'available', "cleared_until" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "tables_restaurant_id_index" on "tables" ("restaurant_id");`);
    this.addSql(
      `alter table "tables" add constraint "tables_restaurant_id_number_unique" unique ("restaurant_id", "number");`,
    );

    this.addSql(
      `create table "reservations" ("id" serial primary key, "restaurant_id" int not null, "table_id" int not null, "name" varchar(200) not null, "phone" varchar(50) not null, "email" varchar(320) null, "start_at" timestamptz not null, "end_at" timestamptz not null, "guests" int not null, "status" text not null default 'confirmed', "checked_in_at" timestamptz null, "no_show_at" timestamptz null, "is_large_party" boolean not null default false, "token" varchar(64) not null, "idempotency_key" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "reservations_phone_index" on "reservations" ("phone");`);
    this.addSql(`alter table "reservations" add constraint "reservations_token_unique" unique ("token");`);
    this.addSql(
      `create index "reservations_restaurant_id_start_at_index" on "reservations" ("restaurant_id", "start_at");`,
    );
    this.addSql(
      `create index "reservations_restaurant_id_status_index" on "reservations" ("restaurant_id", "status");`,
    );
    this.addSql(
      `alter table "reservations" add constraint "reservations_restaurant_id_idempotency_key_unique" unique ("restaurant_id", "idempotency_key");`,
    );

    this.addSql(
      `create table "reservation_tables" ("id" serial primary key, "reservation_id" int not null, "table_id" int not null, "period" tstzrange not null, "active" boolean not null default true);`,
    );
    this.addSql(
      `create index "reservation_tables_reservation_id_index" on "reservation_tables" ("reservation_id");`,
    );

    this.addSql(
      `create table "large_party_requests" ("id" serial primary key, "restaurant_id" int not null, "name" varchar(200) not null, "phone" varchar(50) not null, "email" varchar(320) null, "guests" int not null, "requested_at" timestamptz not null, "status" text not null default 'pending', "reservation_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "large_party_requests_restaurant_id_index" on "large_party_requests" ("restaurant_id");`,
    );

    this.addSql(
      `create table "reviews" ("id" serial primary key, "reservation_id" int not null, "rating" smallint not null, "comment" varchar(500) null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_reservation_id_unique" unique ("reservation_id");`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "email" varchar(320) not null, "password_hash" varchar(255) not null, "role" text not null, "plan" text not null default 'basic', "restaurant_id" int null, "language" text not null default 'hr', "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "reservation_approvals" ("id" serial primary key, "reservation_id" int not null, "requested_table_id" int null, "requested_start_at" timestamptz null, "requested_by_id" int null, "status" text not null default 'pending', "decided_by_id" int null, "decided_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "reservation_approvals_reservation_id_index" on "reservation_approvals" ("reservation_id");`,
    );

    this.addSql(
      `create table "refresh_tokens" ("id" serial primary key, "token_hash" varchar(64) not null, "family_id" uuid not null, "user_id" int not null, "persistent" boolean not null default false, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "replaced_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "refresh_tokens_family_id_index" on "refresh_tokens" ("family_id");`);
    this.addSql(`create index "refresh_tokens_user_id_index" on "refresh_tokens" ("user_id");`);

    this.addSql(
      `create table "password_tokens" ("id" serial primary key, "user_id" int not null, "purpose" text not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "password_tokens_user_id_index" on "password_tokens" ("user_id");`);
    this.addSql(
      `alter table "password_tokens" add constraint "password_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "user_restaurants" ("user_id" int not null, "restaurant_id" int not null, primary key ("user_id", "restaurant_id"));`,
    );

    this.addSql(
      `create table "waitlist_entries" ("id" serial primary key, "restaurant_id" int not null, "name" varchar(200) not null, "phone" varchar(50) not null, "party_size" int not null, "status" text not null default 'waiting', "notified_at" timestamptz null, "reservation_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "waitlist_entries_restaurant_id_index" on "waitlist_entries" ("restaurant_id");`,
    );

    this.addSql(
      `alter table "otp_challenges" add constraint "otp_challenges_channel_check" check ("channel" in ('sms', 'email'));`,
    );

    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_channel_check" check ("channel" in ('email', 'sms'));`,
    );
    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_status_check" check ("status" in ('pending', 'sent', 'failed'));`,
    );

    this.addSql(
      `alter table "tables" add constraint "tables_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tables" add constraint "tables_status_check" check ("status" in ('available', 'reserved', 'maintenance'));`,
    );

    this.addSql(
      `alter table "reservations" add constraint "reservations_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reservations" add constraint "reservations_table_id_foreign" foreign key ("table_id") references "tables" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reservations" add constraint "reservations_status_check" check ("status" in ('confirmed', 'cleared', 'no_show', 'cancelled'));`,
    );

    this.addSql(
      `alter table "reservation_tables" add constraint "reservation_tables_reservation_id_foreign" foreign key ("reservation_id") references "reservations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reservation_tables" add constraint "reservation_tables_table_id_foreign" foreign key ("table_id") references "tables" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "large_party_requests" add constraint "large_party_requests_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "large_party_requests" add constraint "large_party_requests_reservation_id_foreign" foreign key ("reservation_id") references "reservations" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "large_party_requests" add constraint "large_party_requests_status_check" check ("status" in ('pending', 'converted', 'cancelled'));`,
    );

    this.addSql(
      `alter table "reviews" add constraint "reviews_reservation_id_foreign" foreign key ("reservation_id") references "reservations" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "users" add constraint "users_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('superadmin', 'restaurantmanager', 'restaurantadmin', 'staff'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_plan_check" check ("plan" in ('basic', 'pro', 'premium'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_language_check" check ("language" in ('hr', 'en'));`,
    );

    this.addSql(
      `alter table "reservation_approvals" add constraint "reservation_approvals_reservation_id_foreign" foreign key ("reservation_id") references "reservations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reservation_approvals" add constraint "reservation_approvals_requested_table_id_foreign" foreign key ("requested_table_id") references "tables" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "reservation_approvals" add constraint "reservation_approvals_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "reservation_approvals" add constraint "reservation_approvals_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "reservation_approvals" add constraint "reservation_approvals_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
    );

    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "password_tokens" add constraint "password_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "password_tokens" add constraint "password_tokens_purpose_check" check ("purpose" in ('reset', 'invite'));`,
    );

    this.addSql(
      `alter table "user_restaurants" add constraint "user_restaurants_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "user_restaurants" add constraint "user_restaurants_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_restaurant_id_foreign" foreign key ("restaurant_id") references "restaurants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_reservation_id_foreign" foreign key ("reservation_id") references "reservations" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_status_check" check ("status" in ('waiting', 'notified', 'converted', 'cancelled'));`,
    );

    // Written by hand (the ORM does not generate these).
    // No double booking, by construction: active occupancy rows of one table never overlap.
    this.addSql(
      `alter table "reservation_tables" add constraint "reservation_tables_no_overlap" exclude using gist ("table_id" with =, "period" with &&) where ("active");`,
    );
    this.addSql(
      `alter table "reservations" add constraint "reservations_end_after_start_check" check ("end_at" > "start_at");`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_rating_check" check ("rating" between 1 and 5);`,
    );
    this.addSql(
      `alter table "users" add constraint "users_email_lowercase_check" check ("email" = lower("email"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tables" drop constraint "tables_restaurant_id_foreign";`);
    this.addSql(`alter table "reservations" drop constraint "reservations_restaurant_id_foreign";`);
    this.addSql(
      `alter table "large_party_requests" drop constraint "large_party_requests_restaurant_id_foreign";`,
    );
    this.addSql(`alter table "users" drop constraint "users_restaurant_id_foreign";`);
    this.addSql(`alter table "user_restaurants" drop constraint "user_restaurants_restaurant_id_foreign";`);
    this.addSql(`alter table "waitlist_entries" drop constraint "waitlist_entries_restaurant_id_foreign";`);
    this.addSql(`alter table "reservations" drop constraint "reservations_table_id_foreign";`);
    this.addSql(`alter table "reservation_tables" drop constraint "reservation_tables_table_id_foreign";`);
    this.addSql(
      `alter table "reservation_approvals" drop constraint "reservation_approvals_requested_table_id_foreign";`,
    );
    this.addSql(
      `alter table "reservation_tables" drop constraint "reservation_tables_reservation_id_foreign";`,
    );
    this.addSql(
      `alter table "large_party_requests" drop constraint "large_party_requests_reservation_id_foreign";`,
    );
    this.addSql(`alter table "reviews" drop constraint "reviews_reservation_id_foreign";`);
    this.addSql(
      `alter table "reservation_approvals" drop constraint "reservation_approvals_reservation_id_foreign";`,
    );
    this.addSql(`alter table "waitlist_entries" drop constraint "waitlist_entries_reservation_id_foreign";`);
    this.addSql(
      `alter table "reservation_approvals" drop constraint "reservation_approvals_requested_by_id_foreign";`,
    );
    this.addSql(
      `alter table "reservation_approvals" drop constraint "reservation_approvals_decided_by_id_foreign";`,
    );
    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_user_id_foreign";`);
    this.addSql(`alter table "password_tokens" drop constraint "password_tokens_user_id_foreign";`);
    this.addSql(`alter table "user_restaurants" drop constraint "user_restaurants_user_id_foreign";`);

    this.addSql(`drop table if exists "otp_challenges" cascade;`);
    this.addSql(`drop table if exists "outbox_messages" cascade;`);
    this.addSql(`drop table if exists "restaurants" cascade;`);
    this.addSql(`drop table if exists "tables" cascade;`);
    this.addSql(`drop table if exists "reservations" cascade;`);
    this.addSql(`drop table if exists "reservation_tables" cascade;`);
    this.addSql(`drop table if exists "large_party_requests" cascade;`);
    this.addSql(`drop table if exists "reviews" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "reservation_approvals" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "password_tokens" cascade;`);
    this.addSql(`drop table if exists "user_restaurants" cascade;`);
    this.addSql(`drop table if exists "waitlist_entries" cascade;`);
    // The btree_gist extension stays: other objects in the database may use it.
  }
}
