import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useContext, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useLoginMutation } from '@stol/platform';
import { SHELL_NS } from '../i18n/shell-translations';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { MAIN_CONTENT_ID, SkipLink } from '../layout/SkipLink';
import { RemoteRegistryContext } from '../remotes/remote-context';

/**
 * Staff spec §2 / §5 / §8: email, password with show/hide, remember me, validation and the server's error text,
 * and 'Forgot password?' (issue 23 §7).
 * Without the router (a cold /login shows it before react-router loads, see ShellApp); signing in sets the session,
 * and whoever shows this page moves on from there.
 */
export function LoginPage() {
  const { t } = useTranslation(SHELL_NS);
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // 'Forgot password?' opens the guest site's reset screen (guest spec §2.8), where remotes.json says it is.
  const guestSiteUrl = useContext(RemoteRegistryContext)?.manifest.guestSiteUrl;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('login.fillAllFields'));
      return;
    }
    setError(null);
    const result = await login({ email: email.trim(), password, rememberMe });
    if (result.error) setError(errorMessage(result.error, t('login.failed')));
  };

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Group component="header" justify="flex-end" p="md">
        <LanguageSwitch />
      </Group>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size={420} w="100%" style={{ flex: 1 }}>
        <Title order={1} ta="center">
          {t('appName')}
        </Title>
        <Text c="dimmed" ta="center" mb="lg">
          {t('login.subtitle')}
        </Text>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
            <Stack>
              <Title order={2} size="h3" id="login-title">
                {t('login.title')}
              </Title>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <TextInput
                label={t('login.email')}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <PasswordInput
                label={t('login.password')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                visible={passwordVisible}
                onVisibilityChange={setPasswordVisible}
                visibilityToggleButtonProps={{
                  'aria-label': passwordVisible ? t('login.hidePassword') : t('login.showPassword'),
                }}
              />
              <Checkbox
                label={t('login.rememberMe')}
                checked={rememberMe}
                onChange={(event) => setRememberMe(event.currentTarget.checked)}
              />
              <Button type="submit" loading={isLoading} fullWidth>
                {t('login.submit')}
              </Button>
              {guestSiteUrl && (
                <Anchor href={`${guestSiteUrl.replace(/\/+$/, '')}/reset`} size="sm" ta="center">
                  {t('login.forgot')}
                </Anchor>
              )}
            </Stack>
          </form>
        </Paper>
      </Container>
      <Text component="footer" size="xs" c="dimmed" ta="center" p="md">
        {t('login.footer')}
      </Text>
    </Box>
  );
}
