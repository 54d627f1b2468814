import { Alert, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@stol/contracts';
import { errorMessage, useChangePasswordMutation } from '@stol/platform';
import { SHELL_NS } from '../i18n/shell-translations';

/**
 * The signed-in user changes their own password (issue 23 §7), in the About/profile dialog: the current
 * password, the new one (the rule of the reset screen, PASSWORD_MIN_LENGTH, mirrored here; the API checks it with
 * the contracts' ZNewPassword) and the new one again. The API ends the user's other sessions and keeps this one.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(SHELL_NS);
  const headingId = useId();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refuse = (text: string) => setResult({ ok: false, text });
    if (!current) return refuse(t('password.currentRequired'));
    if (next.length < PASSWORD_MIN_LENGTH)
      return refuse(t('password.tooShort', { min: PASSWORD_MIN_LENGTH }));
    if (next !== again) return refuse(t('password.mismatch'));
    setResult(null);
    const answer = await changePassword({ currentPassword: current, newPassword: next });
    if ('error' in answer && answer.error) return refuse(errorMessage(answer.error, t('password.failed')));
    setCurrent('');
    setNext('');
    setAgain('');
    setResult({ ok: true, text: answer.data?.message ?? t('password.changed') });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('password.title')}
        </Title>
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        )}
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('password.new')}
          description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('password.again')}
          autoComplete="new-password"
          value={again}
          onChange={(event) => setAgain(event.currentTarget.value)}
        />
        <Button type="submit" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
