import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/** /reports (guest spec §2.14). */
export function ReportsPage() {
  const { t } = useTranslation(NAMESPACE);
  return <Title order={1}>{t('reports.title')}</Title>;
}
