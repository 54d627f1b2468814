import { expect } from '@playwright/test';
import { MAIL_WEB_URL } from '../../ports.mjs';

/**
 * The e2e stack's mail catcher (maildev, started by scripts/start.mjs when SMTP_URL is unset): the API sends
 * through real SMTP, and the suites read what arrived through maildev's REST API (GET /api/email).
 */
export interface TCaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/** Every caught email, newest first. */
async function inbox(): Promise<TCaughtMail[]> {
  const res = await fetch(`${MAIL_WEB_URL}/api/email?sort=desc`);
  expect(res.status, 'mail catcher').toBe(200);
  return (await res.json()) as TCaughtMail[];
}

/**
 * The newest email to `to` whose subject matches, waiting for the outbox dispatcher to deliver it. Addresses
 * should be unique per test (a timestamp in them), so earlier runs' mails never match.
 */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<TCaughtMail> {
  let found: TCaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox()).find(
          (m) => m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()) && subject.test(m.subject),
        );
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `an email to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in the mail's HTML whose address matches `path` (e.g. /cancel/), as the guest would click. */
export function linkIn(mail: TCaughtMail, path: RegExp): string {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const href = hrefs.find((h) => path.test(h));
  if (!href) throw new Error(`no link matching ${path} in "${mail.subject}": ${hrefs.join(', ')}`);
  return href;
}

/** The 6-digit verification code of an OTP email. */
export function codeIn(mail: TCaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

/** A fresh address per call, so a test reads only its own mail. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@guest.example.test`;
