import { Migration } from '@mikro-orm/migrations';

/**
 * When a reservation's table was cleared (issue 21 §2: turn times run from check-in to clear). Until now the clear
 * time was read from `updated_at`, which any later edit moves; cleared rows take it as their best known value.
 */
export class Migration20261126170000_cleared_at extends Migration {
  override name = 'Migration20261126170000_cleared_at';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reservations" add column "cleared_at" timestamptz null;`);
    this.addSql(`update "reservations" set "cleared_at" = "updated_at" where "status" = 'cleared';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reservations" drop column "cleared_at";`);
  }
}
