import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Every email and SMS the system produces is recorded here (DESIGN §4); the default transport. */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  properties: {
    id: p.integer().primary(),
    channel: p.enum(OUTBOX_CHANNELS),
    to: p.string().length(320).fieldName('recipient'),
    subject: p.string().length(300).nullable(),
    body: p.text(),
    status: p.enum(OUTBOX_STATUSES).default('pending'),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
});
export type OutboxMessage = InferEntity<typeof OutboxMessage>;
