import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/**
 * Guest spec §2.15's sentence for anyone canUseAnalytics refuses (ANALYTICS_ACCESS_DENIED; the translation files
 * hold it in both languages), and for a 403 from the API.
 */
export function AccessDenied() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert role="alert" color="red" variant="light" my="md">
      {t('analytics.accessDenied')}
    </Alert>
  );
}
