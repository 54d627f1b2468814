import { Migration } from '@mikro-orm/migrations';

/**
 * The counter's trigger function as this migration made it: occupancy rows found their restaurant through their
 * table. Migration20261126100000_occupancy_restaurant replaces it (the rows carry their restaurant) and puts this
 * one back on the way down.
 */
export const OCCUPANCY_CHANGED_V1_SQL = `
      create or replace function "occupancy_changed"() returns trigger language plpgsql as $$
      declare
        old_rid int;
        new_rid int;
      begin
        if TG_TABLE_NAME = 'restaurants' then
          if TG_OP <> 'INSERT' then old_rid := OLD.id; end if;
          if TG_OP <> 'DELETE' then new_rid := NEW.id; end if;
        elsif TG_TABLE_NAME = 'reservation_tables' then
          -- Occupancy rows name a table, not a restaurant. A table deleted in the same transaction is
          -- found by nobody here, but its own delete bumps its restaurant.
          if TG_OP <> 'INSERT' then select t.restaurant_id into old_rid from "tables" t where t.id = OLD.table_id; end if;
          if TG_OP <> 'DELETE' then select t.restaurant_id into new_rid from "tables" t where t.id = NEW.table_id; end if;
        else
          if TG_OP <> 'INSERT' then old_rid := OLD.restaurant_id; end if;
          if TG_OP <> 'DELETE' then new_rid := NEW.restaurant_id; end if;
        end if;
        perform "bump_occupancy_version"(old_rid);
        perform "bump_occupancy_version"(new_rid);
        return null;
      end $$;`;

/**
 * A change counter per restaurant for everything the public day reads (availability, the day's bookings)
 * are computed from: restaurants, tables, reservations and their occupancy rows. The API caches those
 * answers under the counter and asks for it on every request (one primary-key read), so a cached answer
 * is served only while nothing it was computed from has changed, whoever wrote the change (any API
 * instance, a script, a test fixture).
 *
 * The triggers are deferred to commit: the counter row is locked only for the last instant of a writing
 * transaction, after all its other locks, so a transaction that writes one restaurant (every booking and
 * edit path) cannot deadlock on it, and the new value becomes visible atomically with the data. A
 * transaction bumps each restaurant it touched once.
 * No row means "never changed since this migration" (version 0); no foreign key, so a restaurant's
 * deletion (which cascades to its tables) can still record its bump.
 */
export class Migration20261122120000_occupancy_versions extends Migration {
  override name = 'Migration20261122120000_occupancy_versions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "occupancy_versions" ("restaurant_id" int primary key, "version" bigint not null);`,
    );
    this.addSql(`
      create function "bump_occupancy_version"(rid int) returns void language plpgsql as $$
      begin
        if rid is null or current_setting('stol.occupancy_bumped_' || rid, true) = '1' then
          return;
        end if;
        perform set_config('stol.occupancy_bumped_' || rid, '1', true);
        insert into "occupancy_versions" as v ("restaurant_id", "version") values (rid, 1)
          on conflict ("restaurant_id") do update set "version" = v."version" + 1;
      end $$;`);
    this.addSql(OCCUPANCY_CHANGED_V1_SQL);
    for (const table of ['restaurants', 'tables', 'reservations', 'reservation_tables']) {
      this.addSql(
        `create constraint trigger "${table}_occupancy_changed" after insert or update or delete on "${table}" ` +
          `deferrable initially deferred for each row execute function "occupancy_changed"();`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['restaurants', 'tables', 'reservations', 'reservation_tables']) {
      this.addSql(`drop trigger if exists "${table}_occupancy_changed" on "${table}";`);
    }
    this.addSql(`drop function if exists "occupancy_changed"();`);
    this.addSql(`drop function if exists "bump_occupancy_version"(int);`);
    this.addSql(`drop table if exists "occupancy_versions";`);
  }
}
