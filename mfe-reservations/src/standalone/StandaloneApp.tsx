import { Button, Container, Group, Stack } from '@mantine/core';
import { useCurrentUser, useLogoutMutation } from '@stol/platform';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import App from '../App';
import { NAMESPACE } from '../i18n/translations';
import { StandaloneLogin } from './StandaloneLogin';

/** The remote on its own (port 3003): sign in, then the reservations screen mounted at the root. */
export function StandaloneApp() {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const [logout] = useLogoutMutation();
  if (!user) return <StandaloneLogin />;
  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => void logout()}>
            {t('standalone.signOut')}
          </Button>
        </Group>
        <Routes>
          <Route path="/*" element={<App basePath="/" />} />
        </Routes>
      </Stack>
    </Container>
  );
}
