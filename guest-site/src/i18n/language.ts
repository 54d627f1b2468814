// The guest site's language (guest spec §1, §9): the stored choice, default English.
export const LANGUAGES = ['en', 'hr'] as const;
export type TGuestLanguage = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'stol.guest.lang';

export function storedLanguage(): TGuestLanguage {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'hr' ? 'hr' : 'en';
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: TGuestLanguage) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
