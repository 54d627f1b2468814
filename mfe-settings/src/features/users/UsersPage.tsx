import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/** /users (guest spec §2.1x). Placeholder of the scaffold: the users work replaces it. */
export function UsersPage() {
  const { t } = useTranslation(NAMESPACE);
  return <Title order={1}>{t('users.title')}</Title>;
}
