import type { EntityManager } from '@mikro-orm/postgresql';
import type { TLanguage, TMessageChannel, TMessageKind } from '@stol/contracts';
import { randomUUID } from 'node:crypto';
import { OutboxMessage, type StoredAttachment } from './outbox-message.entity';

/** A rendered message, ready for the outbox. */
export interface NewMessage {
  kind: TMessageKind;
  channel: TMessageChannel;
  recipient: string;
  sender?: string | null;
  subject?: string | null;
  text: string;
  html?: string | null;
  attachments?: StoredAttachment[];
  language: TLanguage;
  reservationId?: number | null;
  restaurantId?: number | null;
  /** At most one message per key, ever: a second write with the same key is ignored. */
  dedupeKey?: string | null;
}

/** Domain of the Message-ID header of every email. */
export const MESSAGE_ID_DOMAIN = 'stol.messages';

/**
 * Writes a message to the outbox with the caller's EntityManager: inside the caller's transaction it exists only
 * if that transaction commits (a rolled-back booking sends nothing). It is due at once (`now`); the dispatcher
 * delivers it. Answers false when the dedupe key was already used.
 */
export async function enqueueMessage(em: EntityManager, message: NewMessage, now: Date): Promise<boolean> {
  const rows = await em
    .createQueryBuilder(OutboxMessage)
    .insert({
      kind: message.kind,
      channel: message.channel,
      recipient: message.recipient,
      sender: message.sender ?? null,
      subject: message.subject ?? null,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? [],
      language: message.language,
      reservationId: message.reservationId ?? null,
      restaurantId: message.restaurantId ?? null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      messageId: `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`,
      dedupeKey: message.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflict('dedupeKey')
    .ignore()
    .execute('run');
  return (rows as { affectedRows?: number }).affectedRows !== 0;
}
