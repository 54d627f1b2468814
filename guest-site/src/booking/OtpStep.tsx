import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOtpVerifiedResponse } from '@stol/contracts';
import { errorText, postJson } from '../api/client';
import { Banner } from '../ui/Header';

export type TOtpChannel = 'email' | 'phone';

interface TProps {
  restaurantId: number;
  channel: TOtpChannel;
  email: string;
  /** Normalised (+385…). */
  phone: string;
  countryCode: string;
  proof: string | null;
  onProof: (proof: string | null) => void;
}

/**
 * One-time code (guest spec §4, §5.1, §8.1): not sent → sent → verified; 'Resend code' goes back to not sent.
 * The proof it yields goes with POST /reserve as otpProof.
 */
export function OtpStep({ restaurantId, channel, email, phone, countryCode, proof, onProof }: TProps) {
  const { t, i18n } = useTranslation();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const target = channel === 'email' ? { email: email.trim() } : { phone, countryCode };

  const send = async () => {
    setMessage(null);
    if (channel === 'email' && !email.trim()) return setMessage({ tone: 'error', text: t('otp.emailFirst') });
    if (channel === 'phone' && !phone) return setMessage({ tone: 'error', text: t('errors.phoneRequired') });
    setBusy(true);
    try {
      await postJson(channel === 'email' ? '/public/request-email-otp' : '/public/request-otp', {
        restaurantId,
        ...target,
        language: i18n.language,
      });
      setSent(true);
      setMessage({ tone: 'success', text: t(channel === 'email' ? 'otp.sentEmail' : 'otp.sentPhone') });
    } catch (failure) {
      setMessage({ tone: 'error', text: errorText(failure, t('otp.sendFailed')) });
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    setMessage(null);
    if (!code) return setMessage({ tone: 'error', text: t('otp.enterCode') });
    setBusy(true);
    try {
      const answer = await postJson<TOtpVerifiedResponse>(
        channel === 'email' ? '/public/verify-email-otp' : '/public/verify-otp',
        { restaurantId, ...target, code },
      );
      onProof(answer.otpProof);
      setMessage({
        tone: 'success',
        text: t(channel === 'email' ? 'otp.emailVerified' : 'otp.phoneVerified'),
      });
    } catch (failure) {
      setMessage({ tone: 'error', text: errorText(failure, t('otp.invalid')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="otp">
      <legend>{t(channel === 'email' ? 'otp.titleEmail' : 'otp.titlePhone')}</legend>
      {!proof && !sent && (
        <button type="button" className="btn" disabled={busy} onClick={() => void send()}>
          {t('otp.send')}
        </button>
      )}
      {!proof && sent && (
        <div className="otp-row">
          <label className="field">
            <span>{t('otp.code')}</span>
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </label>
          <button
            type="button"
            className="btn"
            disabled={busy || code.length !== 6}
            onClick={() => void verify()}
          >
            {t('otp.verify')}
          </button>
          <button
            type="button"
            className="btn btn-link"
            onClick={() => {
              setSent(false);
              setCode('');
              setMessage(null);
            }}
          >
            {t('otp.resend')}
          </button>
        </div>
      )}
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
    </fieldset>
  );
}
