import { expect } from '@playwright/test';
import { SMS_PROVIDER_URL } from '../../ports.mjs';

/**
 * The e2e stack's fake SMS provider (scripts/fake-sms-provider.mjs: a stand-in for Twilio's Messages API that the
 * stack's API sends to): the suites read what a guest's phone received at GET /messages, as mail.ts reads email.
 */
export interface TReceivedSms {
  to: string;
  from: string | null;
  body: string;
}

async function received(): Promise<TReceivedSms[]> {
  const res = await fetch(`${SMS_PROVIDER_URL}/messages`);
  expect(res.status, 'fake SMS provider').toBe(200);
  return ((await res.json()) as { messages: TReceivedSms[] }).messages;
}

/**
 * The newest SMS to `to` (E.164) whose text matches, waiting for the outbox dispatcher to deliver it. Phones
 * should be unique per test, so earlier runs' messages never match.
 */
export async function waitForSms(to: string, text: RegExp, timeoutMs = 20_000): Promise<TReceivedSms> {
  let found: TReceivedSms | undefined;
  await expect
    .poll(
      async () => {
        found = (await received()).reverse().find((m) => m.to === to && text.test(m.body));
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `an SMS to ${to} matching ${text}` },
    )
    .toBe(true);
  return found!;
}

/** The SMS's first link whose address matches `path` (e.g. /modify/). */
export function smsLink(sms: TReceivedSms, path: RegExp): string {
  const link = (sms.body.match(/https?:\/\/\S+/g) ?? []).find((url) => path.test(url));
  if (!link) throw new Error(`no link matching ${path} in "${sms.body}"`);
  return link;
}

/** A Croatian mobile number no other test or run uses: as typed (national) and as the provider sees it. */
export function uniquePhone(): { typed: string; e164: string } {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { typed: `91 ${digits}`, e164: `+38591${digits}` };
}
