import { bookingReference, type TLanguage, type TMessageKind, type TTheme } from '@stol/contracts';
import { createEvent } from 'ics';
import type { MessagingConfig } from '../../config';
import { RESTAURANT_TIME_ZONE } from '../../time/zagreb';
import type { NewMessage } from '../outbox/outbox';
import type { StoredAttachment } from '../outbox/outbox-message.entity';
import type { Reservation } from '../reservations/reservation.entity';
import type { Restaurant } from '../restaurants/restaurant.entity';
import {
  defaultTexts,
  fill,
  renderCustomEmail,
  renderDefaultEmail,
  SMS_MANAGE_LABEL,
  type TemplateVars,
} from './templates';

/** "Friday, 12 June 2026 at 19:00" / "petak, 12. lipnja 2026. u 19:00", in the restaurant's zone. */
export function formatDateTime(instant: Date, language: TLanguage): string {
  return new Intl.DateTimeFormat(language === 'hr' ? 'hr-HR' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: RESTAURANT_TIME_ZONE,
  }).format(instant);
}

type LinkRestaurant = Pick<Restaurant, 'publicOrigin' | 'publicPath'>;

/**
 * Links to the guest site (guest spec §2.2): the restaurant's public origin (else PUBLIC_SITE_URL). The cancel
 * link sits under the restaurant's public path (any path containing /cancel/ shows the cancel screen); modify and
 * review are fallback routes at the origin's root.
 */
export function guestLinks(
  restaurant: LinkRestaurant,
  token: string,
  config: Pick<MessagingConfig, 'publicSiteUrl'>,
) {
  const origin = (restaurant.publicOrigin?.trim() || config.publicSiteUrl).replace(/\/+$/, '');
  const path = (restaurant.publicPath ?? '').trim().replace(/^\/*/, '/').replace(/\/+$/, '');
  const t = encodeURIComponent(token);
  return {
    manage_link: `${origin}/modify/${t}`,
    cancel_link: `${origin}${path === '/' ? '' : path}/cancel/${t}`,
    review_link: `${origin}/review?token=${t}`,
  };
}

export function reservationVars(
  reservation: Reservation,
  restaurant: Restaurant,
  tableNumber: number | string,
  config: Pick<MessagingConfig, 'publicSiteUrl'>,
): TemplateVars {
  return {
    restaurant_name: restaurant.name,
    customer_name: reservation.name,
    table_number: String(tableNumber),
    date_time: formatDateTime(reservation.startAt, reservation.language),
    guests: String(reservation.guests),
    reference: bookingReference(reservation.id),
    ...guestLinks(restaurant, reservation.token, config),
  };
}

/** The booking as an iCalendar event (RFC 5545), same UID for every version; SEQUENCE grows with each change. */
export function reservationIcs(
  reservation: Reservation,
  restaurant: Restaurant,
  vars: TemplateVars,
  cancelled = false,
): StoredAttachment {
  const { error, value } = createEvent({
    uid: `reservation-${reservation.id}@stol`,
    sequence:
      Math.floor(reservation.updatedAt.getTime() / 1000) - Math.floor(reservation.createdAt.getTime() / 1000),
    method: 'PUBLISH',
    start: reservation.startAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: reservation.endAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: restaurant.name,
    description: [
      `${vars.table_number ? `#${vars.table_number} · ` : ''}${reservation.guests}×`,
      vars.manage_link,
    ]
      .filter(Boolean)
      .join('\n'),
    ...(restaurant.address ? { location: restaurant.address } : {}),
    ...(vars.manage_link ? { url: vars.manage_link } : {}),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    productId: 'stol/reservations',
  });
  if (error || !value) throw error ?? new Error('calendar event could not be written');
  return {
    filename: 'reservation.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  };
}

export interface ComposeInput {
  kind: TMessageKind;
  language: TLanguage;
  vars: TemplateVars;
  theme: TTheme;
  email?: string | null;
  phone?: string | null;
  channels: { email: boolean; sms: boolean };
  attachments?: StoredAttachment[];
  reservationId?: number | null;
  restaurantId?: number | null;
  /** Per channel: `${dedupeKey}:${channel}`. */
  dedupeKey?: string;
}

/**
 * The outbox rows of one message: the restaurant's own templates (theme.notifications) for the booking
 * confirmation, the default texts in the guest's language otherwise; emailFrom / smsFrom for every message.
 */
export function composeMessages(input: ComposeInput): NewMessage[] {
  const notifications = input.theme.notifications ?? {};
  const defaults = defaultTexts(input.kind, input.language);
  const custom = input.kind === 'confirmation';
  const out: NewMessage[] = [];
  const common = {
    kind: input.kind,
    language: input.language,
    reservationId: input.reservationId ?? null,
    restaurantId: input.restaurantId ?? null,
  };
  if (input.channels.email && input.email) {
    const rendered =
      custom && notifications.emailTemplate?.trim()
        ? renderCustomEmail(
            notifications.emailSubject?.trim() || defaults.email.subject,
            notifications.emailTemplate,
            input.vars,
            input.language,
          )
        : renderDefaultEmail(
            custom && notifications.emailSubject?.trim()
              ? { ...defaults.email, subject: notifications.emailSubject }
              : defaults.email,
            input.vars,
            input.language,
          );
    out.push({
      ...common,
      channel: 'email',
      recipient: input.email,
      sender: notifications.emailFrom?.trim() || null,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      attachments: input.attachments ?? [],
      dedupeKey: input.dedupeKey ? `${input.dedupeKey}:email` : null,
    });
  }
  const smsTemplate = (custom && notifications.smsTemplate?.trim()) || defaults.sms;
  if (input.channels.sms && input.phone && smsTemplate) {
    let text = fill(smsTemplate, input.vars);
    // The confirmation SMS always carries the manage link (issue 23 §3: for a guest without email it is the only
    // way to change or cancel); a restaurant's own template may name only the cancel link (guest spec §3).
    const manage = input.vars.manage_link;
    if (input.kind === 'confirmation' && manage && !text.includes(manage))
      text = `${text}\n${SMS_MANAGE_LABEL[input.language]}: ${manage}`;
    out.push({
      ...common,
      channel: 'sms',
      recipient: input.phone,
      sender: notifications.smsFrom?.trim() || null,
      text,
      dedupeKey: input.dedupeKey ? `${input.dedupeKey}:sms` : null,
    });
  }
  return out;
}
