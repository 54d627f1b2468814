import { Modal, Text } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { AreaBoundary, LoadingState, lazyWithRetry } from '@stol/ui';
import { memo, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n/translations';
import type { TDayActions } from '../list/use-day-actions';

/**
 * The dialog's body and the guest details form are chunks of their own, loaded when the dialog opens and on Edit:
 * the signed-in dashboard's first load carries neither (issue 8's sign-in → dashboard budget, which issue 22's host
 * stand had filled). A chunk that fails to load (offline) shows Try again inside the dialog, never behind it.
 */
const loadInfoDetails = () => import('./InfoDetails');
const InfoDetails = lazyWithRetry(loadInfoDetails);

/** How long after the day view shows the dialog's body is fetched anyway: once in, the dialog opens offline too. */
export const INFO_PRELOAD_AFTER_MS = 10_000;

/**
 * Fetches the dialog's body ahead, INFO_PRELOAD_AFTER_MS after the caller mounts (the page has settled: not part of
 * what signing in waits for), so a host who loses the network later still sees a guest's phone and notes. A failure
 * is left to the first opening.
 */
export function usePreloadedInfoDetails(): void {
  useEffect(() => {
    const timer = setTimeout(() => loadInfoDetails().catch(() => undefined), INFO_PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
}
const DetailsForm = lazyWithRetry(() => import('./DetailsForm'));

export interface TInfoTarget {
  /** The table the dialog is about (the clicked one, or the reservation's main table). */
  tableNumber: number;
  reservation: TReservationListItem | null;
}

/**
 * Staff spec §2: the reservation's info (name, phone, email, table, when, guests, attached tables, status), the
 * messages sent to the guest, and Clear (no-show while the guest has not checked in) for a stay under way. Issue
 * 22 §2: the notes, who the guest is here, editing the guest's details (everyone, not on a past day) and
 * cancelling a booking still to come (admins and managers). Memoised: closed, it is not redrawn with the day view's
 * answers (its `onClose` is stable in DayView).
 */
export const ReservationInfo = memo(function ReservationInfo({
  target,
  now,
  actions,
  onClose,
  readOnly = false,
  past = false,
}: {
  target: TInfoTarget | null;
  now: number;
  actions: TDayActions;
  onClose: () => void;
  /** Another day than today: no Clear. */
  readOnly?: boolean;
  /** A day gone by: nothing to edit or cancel. */
  past?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [editing, setEditing] = useState<number | null>(null);
  const r = target?.reservation ?? null;
  const close = () => {
    setEditing(null);
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={target ? t('info.title', { number: target.tableNumber }) : ''}
      closeButtonProps={{ 'aria-label': t('info.close') }}
    >
      {target && !r && <Text>{t('info.none')}</Text>}
      {r && (
        <AreaBoundary name="reservation-details">
          <Suspense fallback={<LoadingState label={t('dayView.info.loadingGuest')} />}>
            {editing === r.id ? (
              <DetailsForm key={r.id} reservation={r} onDone={() => setEditing(null)} />
            ) : (
              <InfoDetails
                reservation={r}
                now={now}
                actions={actions}
                readOnly={readOnly}
                past={past}
                onEdit={() => setEditing(r.id)}
                onClose={close}
              />
            )}
          </Suspense>
        </AreaBoundary>
      )}
    </Modal>
  );
});
