import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, type TMessageResponse } from '@stol/contracts';
import { errorText, postJson } from '../api/client';
import { specialHosts } from '../routes/special-hosts';
import { Banner, Header } from '../ui/Header';

/** How long 'Account activated' stays before the browser goes to sign in (guest spec §2.9). */
export const ACTIVATED_REDIRECT_MS = 800;

/** Where an activated account signs in: the back office's login (its address from the configuration). */
const backOfficeLogin = () => `${specialHosts().adminUrl?.replace(/\/$/, '') ?? ''}/login`;

/**
 * The invite screen (guest spec §2.9): a new password and Activate; on success the browser goes to the back
 * office's /login after 800 ms. `goTo` is the navigation, replaceable in tests.
 */
export function AcceptInviteScreen({
  token,
  goTo = (url: string) => window.location.assign(url),
}: {
  token: string;
  goTo?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [activated, setActivated] = useState(false);

  useEffect(() => {
    if (!activated) return;
    const timer = setTimeout(() => goTo(backOfficeLogin()), ACTIVATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [activated, goTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!token) return setMessage({ tone: 'error', text: t('invite.missingToken') });
    if (password.length < PASSWORD_MIN_LENGTH)
      return setMessage({ tone: 'error', text: t('reset.tooShort') });
    setBusy(true);
    try {
      const answer = await postJson<TMessageResponse>('/auth/accept-invite', { token, password });
      setMessage({ tone: 'success', text: answer.message || t('invite.activated') });
      setActivated(true);
    } catch (failure) {
      setMessage({ tone: 'error', text: errorText(failure, t('reset.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="app">
      <Header title={t('invite.title')} />
      <main className="page page-narrow">
        <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
          <h2>{t('invite.title')}</h2>
          <label className="field">
            <span>{t('invite.password')}</span>
            <input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          {message && <Banner tone={message.tone}>{message.text}</Banner>}
          <button type="submit" className="btn btn-primary" disabled={busy || activated}>
            {t('invite.activate')}
          </button>
        </form>
      </main>
    </div>
  );
}
