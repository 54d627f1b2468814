import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@stol/contracts';

/**
 * Phone normalisation of the guest spec §5.1: strip spaces; a leading + keeps digits only; a leading 00
 * becomes +; digits only get the country code prefixed. A national number's single trunk 0 (091 …) is dropped
 * when the country code is prefixed, as a guest typing a local number expects (the spec does not say).
 */
export function normalisePhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const compact = raw.replace(/\s+/g, '');
  if (compact.startsWith('+')) return `+${compact.replace(/\D/g, '')}`;
  if (compact.startsWith('00')) return `+${compact.slice(2).replace(/\D/g, '')}`;
  const digits = compact.replace(/\D/g, '');
  return `${countryCode}${digits.replace(/^0/, '')}`;
}

/** Digits after the country code (the longest offered code that prefixes the number, else the given one). */
export function nationalDigits(normalised: string, countryCode: string = DEFAULT_COUNTRY_CODE): number {
  const codes = [...COUNTRY_CODES].sort((a, b) => b.length - a.length);
  const code =
    codes.find((c) => normalised.startsWith(c)) ?? (normalised.startsWith(countryCode) ? countryCode : '+');
  return normalised.slice(code.length).replace(/\D/g, '').length;
}
