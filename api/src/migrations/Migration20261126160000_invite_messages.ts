import { Migration } from '@mikro-orm/migrations';

const KINDS = [
  'confirmation',
  'modification',
  'cancellation',
  'reminder',
  'review_request',
  'password_reset',
  'waitlist_ready',
  'otp_code',
];

const kindCheck = (kinds: string[]) =>
  `alter table "outbox_messages" add constraint "outbox_messages_kind_check" check ("kind" in (${kinds.map((k) => `'${k}'`).join(', ')}));`;

/** A back-office user's invitation email (issue 20 §2) is an outbox message of its own kind. */
export class Migration20261126160000_invite_messages extends Migration {
  override name = 'Migration20261126160000_invite_messages';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox_messages" drop constraint if exists "outbox_messages_kind_check";`);
    this.addSql(kindCheck([...KINDS, 'invite']));
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "outbox_messages" where "kind" = 'invite';`);
    this.addSql(`alter table "outbox_messages" drop constraint if exists "outbox_messages_kind_check";`);
    this.addSql(kindCheck(KINDS));
  }
}
