import { Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { errorMessage, useLoginMutation } from '@stol/platform';
import { ErrorState } from '@stol/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/translations';

/** Minimal sign-in for running this remote without the shell (development only). */
export function StandaloneLogin() {
  const { t } = useTranslation(NAMESPACE);
  const [login, { isLoading, error }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The session lands in the store through the login mutation itself.
    login({ email, password }).catch(() => undefined);
  };

  return (
    <Container size={420} py="xl">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit}>
          <Stack>
            <Title order={1} size="h3">
              {t('standalone.title')}
            </Title>
            {error ? <ErrorState message={errorMessage(error, t('standalone.loginFailed'))} /> : null}
            <TextInput
              label={t('standalone.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('standalone.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={isLoading}>
              {t('standalone.signIn')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
