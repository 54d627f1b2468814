import { createTransport, type Transporter } from 'nodemailer';
import type { MessagingConfig } from '../../config';
import type { OutboxMessage } from './outbox-message.entity';

/** One delivery attempt: resolves when the SMTP server or SMS provider accepted the message, else throws. */
export interface MessageSender {
  /** Recorded with the message (which way it left). */
  readonly name: string;
  send(message: OutboxMessage): Promise<void>;
}

export interface Senders {
  /** null: no provider configured for the channel, messages are only recorded in the outbox. */
  email: MessageSender | null;
  sms: MessageSender | null;
  close(): void;
}

/** `emailFrom` may be a whole address ("Bistro <hi@bistro.hr>") or just a display name for the default address. */
export function senderAddress(sender: string | null, defaultFrom: string): string {
  if (!sender) return defaultFrom;
  if (sender.includes('@')) return sender;
  const address = /<([^>]+)>/.exec(defaultFrom)?.[1] ?? defaultFrom;
  return `"${sender.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

/** Email over SMTP with nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://host:465). */
export function smtpSender(
  smtpUrl: string,
  mailFrom: string,
  connections = 5,
): MessageSender & { close(): void } {
  const url = new URL(smtpUrl);
  for (const [key, value] of [
    // Bounded waits (ms): a silent server fails the attempt instead of holding the dispatcher.
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '30000'],
    // Pooled connections, as many as the dispatcher sends at once: a burst of reminders reuses them instead of
    // a new connection (and greeting) per message.
    ['pool', 'true'],
    ['maxConnections', String(connections)],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transporter: Transporter = createTransport(url.toString());
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: senderAddress(message.sender ?? null, mailFrom),
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
        messageId: message.messageId,
        headers: { 'Content-Language': message.language },
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * SMS through Twilio's Messages API (SMS_PROVIDER=twilio, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM).
 * A 2xx answer is accepted; anything else is a failed attempt with the provider's status and message.
 */
export function twilioSender(settings: NonNullable<MessagingConfig['sms']>): MessageSender {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(message) {
      const from = message.sender ?? settings.from;
      if (!from) throw new Error('No SMS sender: set TWILIO_FROM or the restaurant’s smsFrom');
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.recipient, From: from, Body: message.text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`SMS provider answered ${response.status}: ${detail}`);
      }
    },
  };
}

export function createSenders(smtpUrl: string | undefined, messaging: MessagingConfig): Senders {
  const email = smtpUrl ? smtpSender(smtpUrl, messaging.mailFrom, messaging.jobConcurrency) : null;
  return {
    email,
    sms: messaging.sms ? twilioSender(messaging.sms) : null,
    close: () => email?.close(),
  };
}
