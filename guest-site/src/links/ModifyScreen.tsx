import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGuestChangeResponse, TGuestReservationView } from '@stol/contracts';
import { errorText, postJson } from '../api/client';
import { isoToZagrebWall, zagrebWallToIso } from '../booking/zagreb-time';
import { Banner, Header } from '../ui/Header';
import { BookingFacts, ChangeRefusal, LookupPending } from './BookingFacts';
import { useTokenLookup } from './use-token-lookup';

/** The modify screen (guest spec §2.7): a new Zagreb date and time, Save, Cancel Reservation, a status message. */
export function ModifyScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const [load, setLoad] = useTokenLookup<TGuestReservationView>('/public/reservations/', token);
  // What the guest typed; until then (and after a change is saved) the booking's own time.
  const [edited, setWhen] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const when = edited ?? (typeof load === 'object' ? isoToZagrebWall(load.date) : '');

  const run = async (action: 'modify' | 'cancel') => {
    setMessage(null);
    if (action === 'modify' && !when) return setMessage({ tone: 'error', text: t('modify.dateRequired') });
    setBusy(true);
    try {
      const answer =
        action === 'modify'
          ? await postJson<TGuestChangeResponse>('/public/reservations/modify', {
              token,
              date: zagrebWallToIso(when),
            })
          : await postJson<TGuestChangeResponse>('/public/cancel-by-token', { token });
      setLoad(answer.reservation);
      setWhen(null);
      setMessage({ tone: 'success', text: t(action === 'modify' ? 'modify.updated' : 'modify.cancelled') });
    } catch (failure) {
      setMessage({
        tone: 'error',
        text: errorText(failure, t(action === 'modify' ? 'modify.failed' : 'modify.cancelFailed')),
      });
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
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
        />
        {active && (
          <form
            className="form"
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              void run('modify');
            }}
          >
            <label className="field">
              <span>{t('modify.newDate')}</span>
              <input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
            </label>
            <div className="actions">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t('modify.save')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => void run('cancel')}
              >
                {t('cancel.confirm')}
              </button>
            </div>
          </form>
        )}
        {!active && !message && <ChangeRefusal refusal={load.changeRefusal} />}
        {message && <Banner tone={message.tone}>{message.text}</Banner>}
      </article>
    );
  };

  return (
    <div className="app">
      <Header title={t('modify.title')} />
      <main className="page page-narrow">{body()}</main>
    </div>
  );
}
