import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/** /restaurants (guest spec §2.1x). Placeholder of the scaffold: the restaurants work replaces it. */
export function RestaurantsPage() {
  const { t } = useTranslation(NAMESPACE);
  return <Title order={1}>{t('restaurants.title')}</Title>;
}
