import { LANGUAGES, type TLanguage } from '@stol/contracts';

export const DEFAULT_LANGUAGE: TLanguage = 'hr';

export const isLanguage = (value: unknown): value is TLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'en-GB' → 'en', 'hr-HR' → 'hr'; anything else → null. */
export function toLanguage(tag: string | null | undefined): TLanguage | null {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** The first of the browser's preferred languages that the back office speaks. */
export function browserLanguage(
  nav: Pick<Navigator, 'languages' | 'language'> | undefined = globalThis.navigator,
) {
  const tags = nav ? [...(nav.languages ?? []), nav.language] : [];
  for (const tag of tags) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return null;
}

/** DESIGN §5 (back office): the user's setting → the stored setting → the browser → hr. */
export function resolveLanguage(sources: {
  user?: string | null;
  stored?: string | null;
  browser?: string | null;
}): TLanguage {
  for (const candidate of [sources.user, sources.stored, sources.browser]) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
