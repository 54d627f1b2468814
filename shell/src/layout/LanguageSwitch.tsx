import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@stol/contracts';
import { useLanguage } from '@stol/platform';
import { SHELL_NS } from '../i18n/shell-translations';

/** HR | EN toggle buttons. Signed in, the choice is saved on the user; always remembered in this browser. */
export function LanguageSwitch() {
  const { t } = useTranslation(SHELL_NS);
  const [language, setLanguage] = useLanguage();
  return (
    <Button.Group aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          size="compact-xs"
          variant={option === language ? 'filled' : 'default'}
          aria-pressed={option === language}
          title={t(`language.${option}Name`)}
          onClick={() => setLanguage(option)}
        >
          {t(`language.${option}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
