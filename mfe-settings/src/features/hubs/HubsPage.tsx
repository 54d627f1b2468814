import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/** /hubs (guest spec §2.1x). Placeholder of the scaffold: the hubs work replaces it. */
export function HubsPage() {
  const { t } = useTranslation(NAMESPACE);
  return <Title order={1}>{t('hubs.title')}</Title>;
}
