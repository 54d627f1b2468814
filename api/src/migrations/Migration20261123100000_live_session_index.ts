import { Migration } from '@mikro-orm/migrations';

/**
 * Every authenticated request checks that its session (refresh-token family) still has a live token
 * (see http/principal.ts). A family keeps one revoked row per rotation, so the lookup goes through the
 * not-revoked rows only: usually exactly one per live family.
 */
export class Migration20261123100000_live_session_index extends Migration {
  override name = 'Migration20261123100000_live_session_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "refresh_tokens_live_family_idx" on "refresh_tokens" ("family_id") where "revoked_at" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "refresh_tokens_live_family_idx";`);
  }
}
