import { Migration } from '@mikro-orm/migrations';

/**
 * Approval requests count as a change of their restaurant too: list rows say whether a change waits for a
 * manager (pendingApproval), and the cached list must follow a request being filed, approved or rejected.
 * Same counter and deferred trigger as Migration20261122120000_occupancy_versions; an approval names no
 * restaurant, so its trigger finds it through the reservation and bumps it with the shared function.
 */
export class Migration20261122130000_approval_versions extends Migration {
  override name = 'Migration20261122130000_approval_versions';

  override up(): void | Promise<void> {
    this.addSql(`
      create function "approval_changed"() returns trigger language plpgsql as $$
      begin
        if TG_OP <> 'INSERT' then
          perform "bump_occupancy_version"((select r.restaurant_id from "reservations" r where r.id = OLD.reservation_id));
        end if;
        if TG_OP <> 'DELETE' then
          perform "bump_occupancy_version"((select r.restaurant_id from "reservations" r where r.id = NEW.reservation_id));
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create constraint trigger "reservation_approvals_occupancy_changed" after insert or update or delete ` +
        `on "reservation_approvals" deferrable initially deferred for each row execute function "approval_changed"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `drop trigger if exists "reservation_approvals_occupancy_changed" on "reservation_approvals";`,
    );
    this.addSql(`drop function if exists "approval_changed"();`);
  }
}
