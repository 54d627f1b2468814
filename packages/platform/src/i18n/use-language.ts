import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { TLanguage } from '@stol/contracts';
import { useUpdateLanguageMutation } from '../api/auth-endpoints';
import { useCurrentUser } from '../hooks';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage';
import { browserLanguage, resolveLanguage } from './language';
import { currentLanguage, getI18n } from './i18n';

function applyLanguage(language: TLanguage): void {
  const i18n = getI18n();
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function subscribe(onChange: () => void): () => void {
  const i18n = getI18n();
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * `[lang, setLang]`. setLang switches at once, remembers the choice in localStorage and, when signed in,
 * saves it on the user (PATCH /admin/users/{id} {language}) so it follows them to other devices.
 */
export function useLanguage(): [TLanguage, (language: TLanguage) => void] {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const user = useCurrentUser();
  const [updateLanguage] = useUpdateLanguageMutation();
  const setLanguage = useCallback(
    (next: TLanguage) => {
      writeStorage(STORAGE_KEYS.language, next);
      applyLanguage(next);
      if (user && user.language !== next) void updateLanguage({ id: user.id, language: next });
    },
    [user, updateLanguage],
  );
  return [language, setLanguage];
}

/** Keeps i18next on the precedence user → stored → browser → hr whenever the session's user changes. */
export function useLanguageSync(): void {
  const userLanguage = useCurrentUser()?.language ?? null;
  useEffect(() => {
    const language = resolveLanguage({
      user: userLanguage,
      stored: readStorage(STORAGE_KEYS.language),
      browser: browserLanguage(),
    });
    // The user's setting is also remembered locally so the login page after a logout speaks it too.
    if (userLanguage) writeStorage(STORAGE_KEYS.language, userLanguage);
    applyLanguage(language);
  }, [userLanguage]);
}
