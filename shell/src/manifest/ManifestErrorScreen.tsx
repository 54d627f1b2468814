import { Alert, Button, Code, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-translations';

/** Shown instead of the app when remotes.json is missing or does not match the schema. */
export function ManifestErrorScreen({
  reason,
  detail,
}: {
  reason: 'unreachable' | 'invalid';
  detail: string;
}) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('manifest.title')}</Title>
        <Alert role="alert" color="red" title={t(`manifest.${reason}`)}>
          <Code block>{detail}</Code>
        </Alert>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('manifest.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
