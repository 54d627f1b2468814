import { Button, Container, Group, Stack } from '@mantine/core';
import { useCurrentUser, useLogoutMutation } from '@stol/platform';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { StandaloneLogin } from './StandaloneLogin';
import { STANDALONE_NAMESPACE } from './translations';

export type TRemoteApp = ComponentType<{ basePath: string }>;

/** A remote on its own: sign in, then its App mounted at the root, as the shell would mount it. */
export function StandaloneApp({ App, name }: { App: TRemoteApp; name: string }) {
  const { t } = useTranslation(STANDALONE_NAMESPACE);
  const user = useCurrentUser();
  const [logout] = useLogoutMutation();
  if (!user) return <StandaloneLogin name={name} />;
  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => void logout()}>
            {t('signOut')}
          </Button>
        </Group>
        <Routes>
          <Route path="/*" element={<App basePath="/" />} />
        </Routes>
      </Stack>
    </Container>
  );
}
