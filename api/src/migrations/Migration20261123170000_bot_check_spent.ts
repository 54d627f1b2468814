import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 12 §2: the bot check's spent proofs. A solved ALTCHA challenge is accepted once: its signature is kept
 * here until the challenge expires (after that the expiry refuses it anyway), so a replayed solution is refused.
 */
export class Migration20261123170000_bot_check_spent extends Migration {
  override name = 'Migration20261123170000_bot_check_spent';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "bot_check_spent" ("proof_id" varchar(128) not null, "expires_at" timestamptz not null, ` +
        `constraint "bot_check_spent_pkey" primary key ("proof_id"));`,
    );
    this.addSql(`create index "bot_check_spent_expires_at_index" on "bot_check_spent" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "bot_check_spent";`);
  }
}
