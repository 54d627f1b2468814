import { Migration } from '@mikro-orm/migrations';
import { OCCUPANCY_CHANGED_V1_SQL } from './Migration20261122120000_occupancy_versions';

/**
 * Occupancy rows carry their table's restaurant, so a restaurant's occupancy of a day is one scan of one index
 * (`reservation_tables_restaurant_period_index`, GiST over restaurant and period, active rows only) instead of
 * one exclusion-index scan per table. For availability's day read that was most of PostgreSQL's time: 30 GiST
 * scans per restaurant-day against one (api/bench, scenario c-cold; EXPLAIN ANALYZE 0.68 → 0.10 ms per day).
 *
 * The database keeps the copy right, not the writers: a trigger sets `restaurant_id` from the table on every
 * insert and on every change of `table_id` (a table that does not exist fails as the table's foreign key
 * does), and a foreign key over (table_id, restaurant_id) carries a table's change of restaurant to its rows.
 * The change counter's trigger reads the column instead of looking the table up.
 */
export class Migration20261126100000_occupancy_restaurant extends Migration {
  override name = 'Migration20261126100000_occupancy_restaurant';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reservation_tables" add column "restaurant_id" int;`);
    this.addSql(`
      create function "occupancy_restaurant"() returns trigger language plpgsql as $$
      begin
        select t.restaurant_id into NEW.restaurant_id from "tables" t where t.id = NEW.table_id;
        if NEW.restaurant_id is null then
          raise foreign_key_violation using
            message = format('table %s of an occupancy row does not exist', NEW.table_id),
            constraint = 'reservation_tables_table_id_foreign';
        end if;
        return NEW;
      end $$;`);
    this.addSql(
      `create trigger "reservation_tables_restaurant" before insert or update of "table_id" ` +
        `on "reservation_tables" for each row execute function "occupancy_restaurant"();`,
    );
    // The existing rows, without firing the change counters (nothing they are computed from changes).
    this.addSql(`alter table "reservation_tables" disable trigger "reservation_tables_occupancy_changed";`);
    this.addSql(
      `update "reservation_tables" rt set "restaurant_id" = t."restaurant_id" from "tables" t where t."id" = rt."table_id";`,
    );
    this.addSql(`alter table "reservation_tables" enable trigger "reservation_tables_occupancy_changed";`);
    this.addSql(`alter table "reservation_tables" alter column "restaurant_id" set not null;`);
    this.addSql(
      `alter table "tables" add constraint "tables_id_restaurant_id_unique" unique ("id", "restaurant_id");`,
    );
    this.addSql(
      `alter table "reservation_tables" add constraint "reservation_tables_table_restaurant_foreign" ` +
        `foreign key ("table_id", "restaurant_id") references "tables" ("id", "restaurant_id") ` +
        `on update cascade deferrable initially deferred;`,
    );
    this.addSql(
      `create index "reservation_tables_restaurant_period_index" on "reservation_tables" ` +
        `using gist ("restaurant_id", "period") where "active";`,
    );
    this.addSql(`
      create or replace function "occupancy_changed"() returns trigger language plpgsql as $$
      declare
        old_rid int;
        new_rid int;
      begin
        if TG_TABLE_NAME = 'restaurants' then
          if TG_OP <> 'INSERT' then old_rid := OLD.id; end if;
          if TG_OP <> 'DELETE' then new_rid := NEW.id; end if;
        else
          if TG_OP <> 'INSERT' then old_rid := OLD.restaurant_id; end if;
          if TG_OP <> 'DELETE' then new_rid := NEW.restaurant_id; end if;
        end if;
        perform "bump_occupancy_version"(old_rid);
        perform "bump_occupancy_version"(new_rid);
        return null;
      end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(OCCUPANCY_CHANGED_V1_SQL);
    this.addSql(`drop index if exists "reservation_tables_restaurant_period_index";`);
    this.addSql(
      `alter table "reservation_tables" drop constraint if exists "reservation_tables_table_restaurant_foreign";`,
    );
    this.addSql(`alter table "tables" drop constraint if exists "tables_id_restaurant_id_unique";`);
    this.addSql(`drop trigger if exists "reservation_tables_restaurant" on "reservation_tables";`);
    this.addSql(`drop function if exists "occupancy_restaurant"();`);
    this.addSql(`alter table "reservation_tables" drop column if exists "restaurant_id";`);
  }
}
