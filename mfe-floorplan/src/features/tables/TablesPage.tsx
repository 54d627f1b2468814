import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/** /radmin: tables management (staff spec §2 "Tables management"). */
export function TablesPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
    </Stack>
  );
}
