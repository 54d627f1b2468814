import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGuestChangeResponse, TGuestReservationView } from '@stol/contracts';
import { errorText, postJson } from '../api/client';
import { formatDateTime } from '../booking/zagreb-time';
import { Banner, Header } from '../ui/Header';
import { BookingFacts, ChangeRefusal, LookupPending } from './BookingFacts';
import { formatDeadline } from './change-deadline';
import { ConfirmCancelDialog } from './ConfirmCancelDialog';
import { ModifyForm } from './ModifyForm';
import { useTokenLookup } from './use-token-lookup';

/**
 * The modify screen (guest spec §2.7, issue 23 §4): the booking, until when it can be changed online, a form for
 * a new party size, date and time, Save, 'Cancel Reservation' (asked first), and a status message.
 */
export function ModifyScreen({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const [load, setLoad] = useTokenLookup<TGuestReservationView>('/public/reservations/', token);
  // A success is kept as its text's key, so it follows a language switch; a failure is the server's sentence.
  const [message, setMessage] = useState<
    { tone: 'success'; key: string } | { tone: 'error'; text: string } | null
  >(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const changed = (answer: TGuestChangeResponse, key: string) => {
    setLoad(answer.reservation);
    setMessage({ tone: 'success', key });
  };
  // A new attempt clears what the last one said.
  const working = (now: boolean) => {
    setBusy(now);
    if (now) setMessage(null);
  };

  const cancel = async () => {
    working(true);
    try {
      changed(await postJson<TGuestChangeResponse>('/public/cancel-by-token', { token }), 'modify.cancelled');
    } catch (failure) {
      setMessage({ tone: 'error', text: errorText(failure, t('modify.cancelFailed')) });
    } finally {
      setBusy(false);
      setAsking(false);
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
        {message && (
          <Banner tone={message.tone}>{message.tone === 'success' ? t(message.key) : message.text}</Banner>
        )}
        {active && load.changeDeadline && (
          <p className="muted">
            {t('modify.until', { when: formatDeadline(load.changeDeadline, i18n.language) })}
          </p>
        )}
        {active && (
          <ModifyForm
            // A saved change starts the form again from the booking as it is now.
            key={`${load.date}|${load.guests}`}
            token={token}
            booking={load}
            busy={busy}
            onBusy={working}
            onChanged={(answer) => changed(answer, 'modify.updated')}
            onCancel={() => {
              setMessage(null);
              setAsking(true);
            }}
          />
        )}
        {!active && !message && <ChangeRefusal refusal={load.changeRefusal} />}
        {asking && (
          <ConfirmCancelDialog
            summary={`${load.restaurant.name}, ${formatDateTime(load.date, i18n.language)}, ${t('form.guests')}: ${load.guests}`}
            busy={busy}
            onKeep={() => setAsking(false)}
            onCancel={() => void cancel()}
          />
        )}
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
