import type { EntityManager } from '@mikro-orm/postgresql';
import type { TLanguage } from '@stol/contracts';
import type { AppDeps } from '../../deps';
import { enqueueMessage } from '../outbox/outbox';
import { Restaurant } from '../restaurants/restaurant.entity';
import { composeMessages, formatDateTime } from './compose';

type Deps = Pick<AppDeps, 'clock'>;

/**
 * Messages the host-operations and guest-site issues send (issue 10 §3, "the machinery the next issues use").
 * Each writes to the outbox with the caller's EntityManager: call it inside the transaction of the change.
 */

/** The outbox dedupe key (before the `:channel` suffix) of an entry's "your table is ready" message. */
export const waitlistReadyKey = (entryId: number) => `waitlist-ready:${entryId}`;

/** Waitlist: "your table is ready", by SMS to the waiting guest (and by email when one is known). */
export async function queueWaitlistReady(
  tx: EntityManager,
  entry: {
    id: number;
    restaurantId: number;
    name: string;
    phone: string;
    email?: string | null;
    language?: TLanguage;
  },
  deps: Deps,
): Promise<number> {
  const restaurant = await tx.findOneOrFail(Restaurant, { id: entry.restaurantId });
  const messages = composeMessages({
    kind: 'waitlist_ready',
    // One per entry and channel; the waitlist reads its delivery state back by this key (notify-delivery.ts).
    dedupeKey: waitlistReadyKey(entry.id),
    language: entry.language ?? 'hr',
    vars: { restaurant_name: restaurant.name, customer_name: entry.name },
    theme: restaurant.theme,
    email: entry.email ?? null,
    phone: entry.phone,
    channels: { email: Boolean(entry.email), sms: true },
    restaurantId: restaurant.id,
  });
  let written = 0;
  for (const m of messages) if (await enqueueMessage(tx, m, deps.clock.now())) written++;
  return written;
}

/** A one-time code for phone (SMS) or email verification (theme enableOtp / enableEmailOtp). */
export async function queueOtpCode(
  tx: EntityManager,
  otp: {
    restaurantId: number;
    channel: 'sms' | 'email';
    recipient: string;
    code: string;
    language?: TLanguage;
  },
  deps: Deps,
): Promise<void> {
  const restaurant = await tx.findOneOrFail(Restaurant, { id: otp.restaurantId });
  const [message] = composeMessages({
    kind: 'otp_code',
    language: otp.language ?? 'en',
    vars: { restaurant_name: restaurant.name, code: otp.code },
    theme: restaurant.theme,
    email: otp.channel === 'email' ? otp.recipient : null,
    phone: otp.channel === 'sms' ? otp.recipient : null,
    channels: { email: otp.channel === 'email', sms: otp.channel === 'sms' },
    restaurantId: restaurant.id,
  });
  await enqueueMessage(tx, message!, deps.clock.now());
}

/**
 * A guest's receipt of their large-party request (issue 23 §5): by email when they gave one, else by SMS, in
 * their language, whatever the restaurant's confirmation flags say (the guest must know the request arrived
 * and that it is not a booking yet). One per request and channel.
 */
export async function queueLargePartyReceipt(
  tx: EntityManager,
  request: {
    id: number;
    restaurantId: number;
    name: string;
    phone: string;
    email?: string | null;
    guests: number;
    requestedAt: Date;
  },
  language: TLanguage,
  deps: Deps,
): Promise<number> {
  const restaurant = await tx.findOneOrFail(Restaurant, { id: request.restaurantId });
  const messages = composeMessages({
    kind: 'large_party_receipt',
    dedupeKey: `large-party-receipt:${request.id}`,
    language,
    vars: {
      restaurant_name: restaurant.name,
      customer_name: request.name,
      guests: String(request.guests),
      date_time: formatDateTime(request.requestedAt, language),
    },
    theme: restaurant.theme,
    email: request.email ?? null,
    phone: request.phone,
    channels: { email: Boolean(request.email), sms: !request.email },
    restaurantId: restaurant.id,
  });
  let written = 0;
  for (const m of messages) if (await enqueueMessage(tx, m, deps.clock.now())) written++;
  return written;
}
