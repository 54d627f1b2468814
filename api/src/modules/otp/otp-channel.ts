import type { TTheme } from '@stol/contracts';

export type TOtpChannel = 'sms' | 'email';

/**
 * How a restaurant verifies guests: by email when `enableEmailOtp` is on (email first, should both be on), by
 * phone when `enableOtp` is, else not at all.
 */
export function verificationChannel(theme: TTheme | null | undefined): TOtpChannel | null {
  const flags = theme?.featureFlags ?? {};
  if (flags.enableEmailOtp) return 'email';
  if (flags.enableOtp) return 'sms';
  return null;
}

/** What a code is sent to and a proof names: the normalised phone, or the email in lower case. */
export const emailTarget = (email: string) => email.trim().toLowerCase();
