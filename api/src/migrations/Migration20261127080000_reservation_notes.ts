import { Migration } from '@mikro-orm/migrations';

/**
 * A reservation's notes (issue 22 §2): allergies, occasion, seating wishes, written by the guest on the booking site
 * or by the host; at most RESERVATION_NOTES_MAX (500) characters, null when none.
 */
export class Migration20261127080000_reservation_notes extends Migration {
  override name = 'Migration20261127080000_reservation_notes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reservations" add column "notes" varchar(500) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reservations" drop column "notes";`);
  }
}
