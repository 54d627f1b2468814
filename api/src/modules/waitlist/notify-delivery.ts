import type { EntityManager } from '@mikro-orm/postgresql';
import type { TMessageStatus, TNotifyDelivery } from '@stol/contracts';
import { waitlistReadyKey } from '../notifications/guest-messages';
import { OutboxMessage } from '../outbox/outbox-message.entity';

/** The host's view of one outbox row: is the guest told, on the way, only recorded, or not reachable. */
const DELIVERY_OF: Record<TMessageStatus, TNotifyDelivery> = {
  pending: 'queued',
  sending: 'queued',
  sent: 'sent',
  recorded: 'recorded',
  failed: 'failed',
};

/** Best first: one channel that reached the guest is enough. */
const RANK: readonly TNotifyDelivery[] = ['sent', 'queued', 'recorded', 'failed'];

/**
 * Where each entry's "your table is ready" message stands, from its outbox rows (found by their dedupe key,
 * `waitlist-ready:{id}:{channel}`). Entries without a message are absent from the map.
 */
export async function notifyDeliveries(
  em: EntityManager,
  entryIds: readonly number[],
): Promise<Map<number, TNotifyDelivery>> {
  const out = new Map<number, TNotifyDelivery>();
  if (entryIds.length === 0) return out;
  const keys = entryIds.flatMap((id) => ['sms', 'email'].map((c) => `${waitlistReadyKey(id)}:${c}`));
  const rows = await em.find(
    OutboxMessage,
    { dedupeKey: { $in: keys } },
    { fields: ['dedupeKey', 'status'] },
  );
  for (const row of rows) {
    const id = Number(/^waitlist-ready:(\d+):/.exec(row.dedupeKey ?? '')?.[1]);
    const delivery = DELIVERY_OF[row.status as TMessageStatus];
    const known = out.get(id);
    if (!known || RANK.indexOf(delivery) < RANK.indexOf(known)) out.set(id, delivery);
  }
  return out;
}
