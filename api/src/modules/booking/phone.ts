import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@stol/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The one phone normaliser of the API: every phone it stores (bookings of every path, walk-ins, the waitlist,
 * large-party requests, one-time-code targets, rate-limit keys) passes here. E.164 by libphonenumber-js (DESIGN
 * §7): spaces and punctuation go, a leading 00 is a +, a number without + gets the chosen country code, and a
 * national trunk prefix is dropped wherever it was typed ('091 234 5679' and '+385 091 234 5679' with +385 are
 * both +385912345679, a number SMS reaches). Text the library does not read as a valid number (too short, say) falls back
 * to the guest spec §5.1 rule, so the callers' own checks ('min 8 digits') still see what was typed and answer
 * with the spec's messages. Server-side only: the sites do not carry the library's metadata.
 */
export function normalisePhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const compact = raw.replace(/\s+/g, '');
  if (compact === '') return '';
  const typed = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const parsed = parsedOrNull(typed, countryCode);
  if (parsed?.isValid()) return parsed.number;
  if (typed.startsWith('+')) return `+${typed.replace(/\D/g, '')}`;
  return `${countryCode}${typed.replace(/\D/g, '').replace(/^0/, '')}`;
}

/**
 * The library's reading, or null. It throws on a calling code it does not know ('Unknown calling code: 01'):
 * the rate limiter keys requests by phone before their body is checked, so any text arrives here.
 */
function parsedOrNull(typed: string, countryCode: string) {
  try {
    return parsePhoneNumberFromString(typed, { defaultCallingCode: countryCode.replace(/\D/g, '') }) ?? null;
  } catch {
    return null;
  }
}

/** Digits after the country code (the longest offered code that prefixes the number, else the given one). */
export function nationalDigits(normalised: string, countryCode: string = DEFAULT_COUNTRY_CODE): number {
  const codes = [...COUNTRY_CODES].sort((a, b) => b.length - a.length);
  const code =
    codes.find((c) => normalised.startsWith(c)) ?? (normalised.startsWith(countryCode) ? countryCode : '+');
  return normalised.slice(code.length).replace(/\D/g, '').length;
}
