/**
 * The Croatian words validation-message.ts's English sentences are built from: zod's types, the formats and the
 * size bounds ('at least 3 characters' → 'najmanje 3 znaka'). translate.ts fills the catalogue's templates with them.
 */

/** zod's `expected` types, as validation-message.ts names them ('must be a string'). */
export const TYPE_NAMES_HR: Readonly<Record<string, string>> = {
  string: 'tekst',
  number: 'broj',
  int: 'cijeli broj',
  boolean: 'logička vrijednost (true ili false)',
  array: 'popis',
  date: 'datum',
  bigint: 'cijeli broj',
  null: 'null',
  nan: 'NaN',
  undefined: 'izostavljeno',
  never: 'izostavljeno',
  record: 'objekt',
  map: 'objekt',
  tuple: 'popis',
  function: 'funkcija',
  symbol: 'simbol',
};

/** validation-message.ts FORMATS. */
export const FORMAT_NAMES_HR: Readonly<Record<string, string>> = {
  'a valid email address': 'ispravna adresa e-pošte',
  'a date and time in ISO 8601 with an offset': 'datum i vrijeme u obliku ISO 8601 s vremenskim pomakom',
  'a calendar day as YYYY-MM-DD': 'kalendarski dan u obliku YYYY-MM-DD',
  'a time as HH:mm': 'vrijeme u obliku HH:mm',
  'a UUID': 'UUID',
  'a URL': 'URL',
  'in the expected format': 'u očekivanom obliku',
};

/** Croatian plural: 1, 21 → one; 2-4, 22-24 → few; else many (11-14 → many). */
function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (units === 1 && tens !== 11) return one;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}

const SIZE_BOUNDS: Record<string, string> = {
  'at least': 'najmanje',
  'more than': 'više od',
  'at most': 'najviše',
  'less than': 'manje od',
};

/** validation-message.ts sizeText: 'at least 3 characters', 'at most 5 items', 'less than 10'. */
export function sizeTextHr(en: string): string | null {
  const match = /^(at least|more than|at most|less than) (-?[0-9.e+-]+)( characters| items)?$/.exec(en);
  if (!match) return null;
  const [, bound = '', limit = '', unit] = match;
  const n = Number(limit);
  const words =
    unit === ' characters'
      ? ` ${plural(n, 'znak', 'znaka', 'znakova')}`
      : unit === ' items'
        ? ` ${plural(n, 'stavku', 'stavke', 'stavki')}`
        : '';
  // 'mora imati najmanje 3 znaka'; a bare number is a value: 'mora imati vrijednost najmanje 3'.
  return unit ? `${SIZE_BOUNDS[bound]} ${limit}${words}` : `vrijednost ${SIZE_BOUNDS[bound]} ${limit}`;
}
