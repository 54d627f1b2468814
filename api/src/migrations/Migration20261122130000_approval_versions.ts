import { Migration } from '@mikro-orm/migrations';

/**
 * Approval requests count as a change of their restaurant too: list rows say whether a change waits for a
 * manager (pendingApproval), and the cached list must follow a request being filed, approved or rejected.
 * Same counter and deferred trigger as Migration20261122120000_occupancy_versions; the trigger function
 * learns to find an approval's restaurant through its reservation.
 */
const changedFunction = (withApprovals: boolean) => `
  create or replace function "occupancy_changed"() returns trigger language plpgsql as $$
  declare
    old_rid int;
    new_rid int;
  begin
    if TG_TABLE_NAME = 'restaurants' then
      if TG_OP <> 'INSERT' then old_rid := OLD.id; end if;
      if TG_OP <> 'DELETE' then new_rid := NEW.id; end if;
    elsif TG_TABLE_NAME = 'reservation_tables' then
      if TG_OP <> 'INSERT' then select t.restaurant_id into old_rid from "tables" t where t.id = OLD.table_id; end if;
      if TG_OP <> 'DELETE' then select t.restaurant_id into new_rid from "tables" t where t.id = NEW.table_id; end if;
    ${
      withApprovals
        ? `elsif TG_TABLE_NAME = 'reservation_approvals' then
      if TG_OP <> 'INSERT' then select r.restaurant_id into old_rid from "reservations" r where r.id = OLD.reservation_id; end if;
      if TG_OP <> 'DELETE' then select r.restaurant_id into new_rid from "reservations" r where r.id = NEW.reservation_id; end if;`
        : ''
    }
    else
      if TG_OP <> 'INSERT' then old_rid := OLD.restaurant_id; end if;
      if TG_OP <> 'DELETE' then new_rid := NEW.restaurant_id; end if;
    end if;
    perform "bump_occupancy_version"(old_rid);
    perform "bump_occupancy_version"(new_rid);
    return null;
  end $$;`;

export class Migration20261122130000_approval_versions extends Migration {
  override name = 'Migration20261122130000_approval_versions';

  override up(): void | Promise<void> {
    this.addSql(changedFunction(true));
    this.addSql(
      `create constraint trigger "reservation_approvals_occupancy_changed" after insert or update or delete ` +
        `on "reservation_approvals" deferrable initially deferred for each row execute function "occupancy_changed"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "reservation_approvals_occupancy_changed" on "reservation_approvals";`);
    this.addSql(changedFunction(false));
  }
}
