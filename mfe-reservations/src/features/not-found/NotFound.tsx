import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';

/** Any unknown path under the reservations mount point. */
export function NotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap="sm" py="xl">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Anchor component={Link} to={basePath}>
        {t('notFound.back')}
      </Anchor>
    </Stack>
  );
}
