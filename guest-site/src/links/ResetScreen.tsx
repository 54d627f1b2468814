import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, type TMessageResponse } from '@stol/contracts';
import { errorText, postJson } from '../api/client';
import { Banner, Header } from '../ui/Header';

/** The reset screen (guest spec §2.8): ask for a link by email, or set a new password with the link's token. */
export function ResetScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (token && value.length < PASSWORD_MIN_LENGTH)
      return setMessage({ tone: 'error', text: t('reset.tooShort') });
    setBusy(true);
    try {
      const answer = token
        ? await postJson<TMessageResponse>('/auth/reset', { token, password: value })
        : await postJson<TMessageResponse>('/auth/request-reset', { email: value.trim() });
      setMessage({ tone: 'success', text: answer.message || t(token ? 'reset.updated' : 'reset.linkSent') });
    } catch (failure) {
      setMessage({ tone: 'error', text: errorText(failure, t('reset.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="app">
      <Header title={t('reset.title')} />
      <main className="page page-narrow">
        <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
          <h2>{t(token ? 'reset.newTitle' : 'reset.requestTitle')}</h2>
          <label className="field">
            <span>{t(token ? 'reset.password' : 'reset.email')}</span>
            <input
              type={token ? 'password' : 'email'}
              autoComplete={token ? 'new-password' : 'email'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </label>
          {message && <Banner tone={message.tone}>{message.text}</Banner>}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t(token ? 'reset.save' : 'reset.send')}
          </button>
        </form>
      </main>
    </div>
  );
}
