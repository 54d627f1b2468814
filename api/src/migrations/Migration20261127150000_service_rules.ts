import { Migration } from '@mikro-orm/migrations';

/**
 * A restaurant's service rules (issue 24 §1): weekly services, turn times by party size, pacing and the guests'
 * booking window, each a JSON document validated by the contracts (ZWeeklyHours, ZTurnTimeSteps, ZPacing,
 * ZBookingWindow); null = not set, the restaurant behaves as before.
 */
export class Migration20261127150000_service_rules extends Migration {
  override name = 'Migration20261127150000_service_rules';

  override up(): void | Promise<void> {
    this.addSql(`alter table "restaurants"
      add column "weekly_hours" jsonb null,
      add column "turn_times" jsonb null,
      add column "pacing" jsonb null,
      add column "booking_window" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "restaurants"
      drop column "weekly_hours", drop column "turn_times", drop column "pacing", drop column "booking_window";`);
  }
}
