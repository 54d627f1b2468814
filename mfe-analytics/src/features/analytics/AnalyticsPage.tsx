import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/** /analytics (guest spec §2.15). */
export function AnalyticsPage() {
  const { t } = useTranslation(NAMESPACE);
  return <Title order={1}>{t('analytics.title')}</Title>;
}
