import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGuestChangeResponse, TGuestReservationView } from '@stol/contracts';
import { errorText, postJson } from '../api/client';
import { Banner } from '../ui/Header';
import { BookingFacts, ChangeRefusal, LookupPending } from './BookingFacts';
import { useTokenLookup } from './use-token-lookup';

/**
 * A booking found by its cancel token with 'Keep Reservation' and 'Cancel Reservation' (guest spec §2.3, §2.5):
 * restaurant, table, date and time, guests and name. The cancel screen shows it as a page, the reservation page
 * as a dialog when its URL has ?cancelToken. `onKeep` runs after 'Keep Reservation'.
 */
export function CancelCard({ token, onKeep }: { token: string; onKeep?: () => void }) {
  const { t } = useTranslation();
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

  if (load === 'loading' || load === 'missing')
    return <LookupPending load={load} notFound={t('cancel.notFound')} />;
  const active = load.status !== 'cancelled' && load.canChange;
  return (
    <article className="card cancel-card">
      <BookingFacts
        restaurant={load.restaurant.name}
        table={load.table.number}
        date={load.date}
        guests={load.guests}
        name={load.name}
      />
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {!message && <ChangeRefusal refusal={load.changeRefusal} />}
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
