import type { EntityManager } from '@mikro-orm/postgresql';
import { ROLES, type TMessage, type TReservationMessagesResponse } from '@stol/contracts';
import type { Request } from 'express';
import { idParam } from '../../http/id-param';
import { defineRoute } from '../../http/route-registry';
import { getReservationOrFail } from '../reservations/reservation-write';
import { OutboxMessage } from './outbox-message.entity';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function toMessageJson(m: OutboxMessage): TMessage {
  return {
    id: m.id,
    kind: m.kind,
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject ?? null,
    text: m.text,
    language: m.language,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError ?? null,
    nextAttemptAt: m.status === 'pending' ? iso(m.nextAttemptAt) : null,
    sentAt: iso(m.sentAt),
    createdAt: m.createdAt.toISOString(),
  };
}

const reservationRestaurant = async (req: Request, em: EntityManager) =>
  (await getReservationOrFail(em, idParam(req))).restaurantId;

export const messagesRoutes = [
  // What was sent to the guest of a reservation, and whether it failed (the day view shows it). Everyone who may
  // read the reservation may read its messages.
  defineRoute({
    method: 'get',
    path: '/reservations/:id/messages',
    access: { roles: ROLES, scope: 'restaurant', restaurant: reservationRestaurant },
    async handler(req, _res, { em }): Promise<TReservationMessagesResponse> {
      const rows = await em.find(
        OutboxMessage,
        { reservationId: idParam(req) },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      return { messages: rows.map(toMessageJson) };
    },
  }),
];
