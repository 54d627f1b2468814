import type { Orm } from '../../db/orm';
import { OutboxMessage } from './outbox-message.entity';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
}

/** How email and SMS leave the system. Features call this; nothing sends yet in this issue. */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The default transport (no SMTP configured): every message is recorded in outbox_messages, where it can
 * be inspected (tests, demo) or later delivered by a worker.
 */
export function createOutboxTransport(orm: Orm): MessageTransport {
  return {
    async send(message) {
      const em = orm.em.fork();
      em.create(OutboxMessage, {
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        body: message.body,
        status: 'pending',
      });
      await em.flush();
    },
  };
}
