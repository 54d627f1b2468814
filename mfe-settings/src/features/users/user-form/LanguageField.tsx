import { NativeSelect } from '@mantine/core';
import { LANGUAGES, type TLanguage } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';

/** The user's back-office and email language (guest spec §3: hr or en, default hr). */
export function LanguageField({
  value,
  onChange,
}: {
  value: TLanguage;
  onChange: (language: TLanguage) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <NativeSelect
      label={t('users.fields.language')}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`users.languages.${language}`) }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as TLanguage)}
    />
  );
}
