import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TLanguage } from '@stol/contracts';
import { readStorage, STORAGE_KEYS } from '../storage';
import { browserLanguage, DEFAULT_LANGUAGE, resolveLanguage } from './language';

/** Translations of one namespace, complete in both languages. */
export interface TTranslations {
  en: Record<string, unknown>;
  hr: Record<string, unknown>;
}

// One instance for the whole back office: it is a shared singleton across remotes through @stol/platform.
const instance: TI18n = i18next.createInstance();

/**
 * Initialises i18next once (idempotent, synchronous: resources are bundled, nothing is fetched).
 * The starting language is the stored setting, else the browser, else hr; the user's own setting replaces
 * it as soon as a session is known (see LanguageSync).
 */
export function initI18n(): TI18n {
  if (!instance.isInitialized) {
    void instance.use(initReactI18next).init({
      lng: resolveLanguage({ stored: readStorage(STORAGE_KEYS.language), browser: browserLanguage() }),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['hr', 'en'],
      ns: [],
      defaultNS: false,
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes already.
      returnNull: false,
    });
  }
  return instance;
}

/** Remotes call this at module load with their namespace; later registrations of a namespace win. */
export function registerTranslations(namespace: string, translations: TTranslations): void {
  const i18n = initI18n();
  for (const language of ['en', 'hr'] as const) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}

export function getI18n(): TI18n {
  return initI18n();
}

export function currentLanguage(): TLanguage {
  const language = initI18n().resolvedLanguage ?? initI18n().language;
  return language === 'en' ? 'en' : 'hr';
}
