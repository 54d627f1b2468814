import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGuestChangeResponse, TGuestReservationView } from '@stol/contracts';
import { errorText, postJson } from '../api/client';
import { formatDateTime } from '../booking/zagreb-time';
import { Banner } from '../ui/Header';
import { useTokenLookup } from './use-token-lookup';

/**
 * A booking found by its cancel token with 'Keep Reservation' and 'Cancel Reservation' (guest spec §2.3, §2.5):
 * restaurant, table, date and time, guests and name. The cancel screen shows it as a page, the reservation page
 * as a dialog when its URL has ?cancelToken. `onKeep` runs after 'Keep Reservation'.
 */
export function CancelCard({ token, onKeep }: { token: string; onKeep?: () => void }) {
  const { t, i18n } = useTranslation();
  const [load, setLoad] = useTokenLookup<TGuestReservationView>('/public/reservations/', token);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [kept, setKept] = useState(false);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await postJson<TGuestChangeResponse>('/public/reservations/cancel', { token });
      setLoad(answer.reservation);
      setMessage({ tone: 'success', text: t('cancel.done') });
    } catch (failure) {
      setMessage({ tone: 'error', text: errorText(failure, t('cancel.failed')) });
    } finally {
      setBusy(false);
    }
  };

  if (load === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (load === 'missing')
    return (
      <>
        <Banner tone="error">{t('cancel.notFound')}</Banner>
        <a href="/">{t('common.goHome')}</a>
      </>
    );
  const active = load.status !== 'cancelled' && load.canChange;
  return (
    <article className="card cancel-card">
      <h2>{load.restaurant.name}</h2>
      <dl>
        <dt>{t('confirm.table')}</dt>
        <dd>{load.table.number}</dd>
        <dt>{t('confirm.when')}</dt>
        <dd>{formatDateTime(load.date, i18n.language)}</dd>
        <dt>{t('confirm.guests')}</dt>
        <dd>{load.guests}</dd>
        <dt>{t('form.name')}</dt>
        <dd>{load.name}</dd>
      </dl>
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {!message && load.changeRefusal === 'passed' && <Banner tone="error">{t('cancel.passed')}</Banner>}
      {!message && load.changeRefusal && load.changeRefusal !== 'passed' && (
        <Banner tone="error">{t(`cancel.refusal.${load.changeRefusal}`)}</Banner>
      )}
      {kept && <Banner tone="success">{t('cancel.kept')}</Banner>}
      {active && !kept && (
        <div className="actions">
          <button
            type="button"
            className="btn"
            onClick={() => {
              setKept(true);
              onKeep?.();
            }}
          >
            {t('cancel.keep')}
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void cancel()}>
            {t('cancel.confirm')}
          </button>
        </div>
      )}
    </article>
  );
}
