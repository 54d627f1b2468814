import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LANGUAGES, MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '@stol/contracts';
import { Reservation } from '../reservations/reservation.entity';
import { Restaurant } from '../restaurants/restaurant.entity';

/** An email attachment as stored (text content, e.g. the booking's .ics). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The transactional outbox (DESIGN §4, issue 10 §1): every email and SMS is written here in the same transaction
 * as the change that causes it, then delivered by the dispatcher (outbox-dispatcher.ts). The row is the whole
 * message (rendered when written) and its delivery state.
 */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  properties: {
    id: p.integer().primary(),
    kind: p.enum(MESSAGE_KINDS),
    channel: p.enum(MESSAGE_CHANNELS),
    recipient: p.string().length(320),
    /** Email From / SMS sender id; null = the configured default. */
    sender: p.string().length(300).nullable(),
    subject: p.string().length(300).nullable(),
    text: p.text(),
    html: p.text().nullable(),
    attachments: p
      .json<StoredAttachment[]>()
      .columnType('jsonb')
      .onCreate(() => []),
    language: p.enum(LANGUAGES),
    reservationId: () =>
      p
        .manyToOne(Reservation)
        .mapToPk()
        .fieldName('reservation_id')
        .nullable()
        .deleteRule('set null')
        .index(),
    restaurantId: () =>
      p.manyToOne(Restaurant).mapToPk().fieldName('restaurant_id').nullable().deleteRule('set null'),
    status: p.enum(MESSAGE_STATUSES).default('pending'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime(),
    leaseUntil: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    /** Stable RFC 5322 Message-ID: a retried email keeps it, so a receiver can drop a duplicate. */
    messageId: p.string().length(200).unique(),
    /** At most one message per key (e.g. one reminder per reservation, channel and start). */
    dedupeKey: p.string().length(200).nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { properties: ['status', 'nextAttemptAt'], name: 'outbox_messages_status_next_attempt_at_index' },
  ],
});
export type OutboxMessage = InferEntity<typeof OutboxMessage>;
