import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/client';
import { storedLanguage } from './language';
import { translations } from './translations';

export function initI18n() {
  const lng = storedLanguage();
  setApiLanguage(lng);
  document.documentElement.lang = lng;
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: translations.en }, hr: { translation: translations.hr } },
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  i18next.on('languageChanged', (language) => {
    setApiLanguage(language);
    document.documentElement.lang = language;
  });
  return i18next;
}
