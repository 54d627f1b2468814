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
  'invite',
];

const kindCheck = (kinds: string[]) =>
  `alter table "outbox_messages" add constraint "outbox_messages_kind_check" check ("kind" in (${kinds.map((k) => `'${k}'`).join(', ')}));`;

/** The guest's receipt of a large-party request (issue 23 §5) is an outbox message of its own kind. */
export class Migration20261127110000_large_party_receipts extends Migration {
  override name = 'Migration20261127110000_large_party_receipts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox_messages" drop constraint if exists "outbox_messages_kind_check";`);
    this.addSql(kindCheck([...KINDS, 'large_party_receipt']));
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "outbox_messages" where "kind" = 'large_party_receipt';`);
    this.addSql(`alter table "outbox_messages" drop constraint if exists "outbox_messages_kind_check";`);
    this.addSql(kindCheck(KINDS));
  }
}
