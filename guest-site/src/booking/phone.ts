// Phone normalisation of guest spec §5.1: strip spaces; a leading + keeps digits only; a leading 00 becomes +;
// digits only get the country code prefixed.

export function normalisePhone(raw: string, countryCode: string): string {
  const compact = raw.replace(/\s+/g, '');
  if (compact === '') return '';
  if (compact.startsWith('+')) return `+${compact.replace(/\D/g, '')}`;
  if (compact.startsWith('00')) return `+${compact.slice(2).replace(/\D/g, '')}`;
  return `${countryCode}${compact.replace(/\D/g, '')}`;
}

/** Digits after the country code: a regular booking needs at least 8 (§5.1). */
export function digitsWithoutCode(normalised: string, countryCode: string): number {
  const digits = normalised.replace(/\D/g, '');
  const code = countryCode.replace(/\D/g, '');
  return normalised.startsWith(countryCode) ? digits.length - code.length : digits.length;
}
