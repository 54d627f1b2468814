import { Migration } from '@mikro-orm/migrations';

/**
 * A password-reset request for an unknown address runs the same statements as for a known one, for a stand-in
 * user that does not exist, and is then rolled back (password-reset.service.ts): the answer takes as long
 * whichever the address. Its token row names no user, so the foreign key is checked at commit (deferred inside
 * that transaction only); everywhere else it stays checked at once.
 */
export class Migration20261126140000_reset_token_deferrable_user extends Migration {
  override name = 'Migration20261126140000_reset_token_deferrable_user';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "password_tokens" alter constraint "password_tokens_user_id_foreign" deferrable initially immediate;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "password_tokens" alter constraint "password_tokens_user_id_foreign" not deferrable;`,
    );
  }
}
