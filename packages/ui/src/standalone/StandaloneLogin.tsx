import { Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { errorMessage, useLoginMutation } from '@stol/platform';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../states/ErrorState';
import { STANDALONE_NAMESPACE } from './translations';

/** Minimal sign-in for running a remote without the shell (development only). */
export function StandaloneLogin({ name }: { name: string }) {
  const { t } = useTranslation(STANDALONE_NAMESPACE);
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
              {t('title', { name })}
            </Title>
            {error ? <ErrorState message={errorMessage(error, t('loginFailed'))} /> : null}
            <TextInput
              label={t('email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={isLoading}>
              {t('signIn')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
