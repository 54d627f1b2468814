import { useTranslation } from 'react-i18next';
import { LANGUAGES, storeLanguage, type TGuestLanguage } from '../i18n/language';

/**
 * HR / EN switch (guest spec §2.3, §2.4); the choice is kept in localStorage (§1). Each button's name starts with
 * its visible label and adds the language's own name ('EN — English'): WCAG 2.5.3 (label in name) lets a voice user
 * say what they see, and a screen reader still hears which language it is.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const choose = (language: TGuestLanguage) => {
    storeLanguage(language);
    void i18n.changeLanguage(language);
  };
  return (
    <div className="lang" role="group" aria-label={t('common.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className="lang-btn"
          aria-pressed={i18n.language === language}
          lang={language}
          aria-label={`${language.toUpperCase()} — ${t(`common.lang.${language}`)}`}
          onClick={() => choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
