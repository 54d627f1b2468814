import { useTranslation } from 'react-i18next';
import { LANGUAGES, storeLanguage, type TGuestLanguage } from '../i18n/language';

/** HR / EN switch (guest spec §2.3, §2.4); the choice is kept in localStorage (§1). */
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
          aria-label={t(`common.lang.${language}`)}
          onClick={() => choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
