import type { TLanguage } from '@stol/contracts';

/** The languages the API answers in; English is the specs' language and the default. */
export const API_LANGUAGES: readonly TLanguage[] = ['en', 'hr'];
export const DEFAULT_API_LANGUAGE: TLanguage = 'en';

/**
 * The caller's language from `Accept-Language` (RFC 9110 §12.5.4): the supported language with the highest
 * q-value (`hr-HR` counts as `hr`; `*` means "anything", i.e. the default); on a tie the one listed first;
 * `q=0` refuses a language. Absent, malformed or only other languages → English.
 */
export function negotiateLanguage(header: string | undefined | null): TLanguage {
  if (!header) return DEFAULT_API_LANGUAGE;
  let best: { language: TLanguage; q: number } | null = null;
  for (const part of header.split(',')) {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag) continue;
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() === 'q')
        q = /^[0-9]+(\.[0-9]*)?$/.test(value) ? Math.min(1, Number(value)) : NaN;
    }
    if (!(q > 0)) continue; // q=0 refuses the language; an unreadable q drops the entry
    const base = tag.split(/[-_]/)[0];
    const language =
      tag === '*' ? DEFAULT_API_LANGUAGE : API_LANGUAGES.find((candidate) => candidate === base);
    if (language && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? DEFAULT_API_LANGUAGE;
}
