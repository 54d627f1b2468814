import { Button, Group } from '@mantine/core';
import type { TReservationListItem } from '@stol/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { EarlyCheckInDialog } from '../../dashboard/restaurant/list/EarlyCheckInDialog';
import type { TDayActions } from '../../dashboard/restaurant/list/use-day-actions';
import { useGuestName } from '../../dashboard/restaurant/list/use-guest-name';
import {
  canCheckIn,
  canClear,
  canMarkNoShow,
  isEarlyCheckIn,
} from '../../dashboard/restaurant/list/checkin-window';

interface KioskActionsProps {
  reservation: TReservationListItem;
  now: number;
  /** The day view's lifecycle calls with their toasts (a clear or no-show offers Undo for 10 s). */
  actions: TDayActions;
  /** The arriving list offers Check in only; the table panel everything the party's state allows. */
  only?: 'checkIn';
  /** Called after a clear or no-show is sent: the panel closes, the toast with Undo stays. */
  onEnded?: () => void;
}

/**
 * The kiosk's buttons for one party (issue 22 §5), 50 px tall (Mantine lg): Check in (asked first when early),
 * Undo check-in, Clear for a seated party, No-show for a late one. Every role of the restaurant may do these
 * (staff spec §1: staff check in, clear and mark no-shows).
 */
export function KioskActions({ reservation: r, now, actions, only, onEnded }: KioskActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const guestName = useGuestName();
  const [confirming, setConfirming] = useState<TReservationListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const name = guestName(r);
  const seated = canClear(r);
  return (
    <Group gap="sm" role="group" aria-label={t('day.actions.group', { name })}>
      <EarlyCheckInDialog
        reservation={confirming}
        now={now}
        onConfirm={(x) => run(() => actions.checkIn(x))}
        onClose={() => setConfirming(null)}
      />
      {canCheckIn(r, now) && (
        <Button
          size="lg"
          loading={busy}
          aria-label={only ? t('host.kiosk.checkInNamed', { name }) : undefined}
          onClick={() => (isEarlyCheckIn(r, now) ? setConfirming(r) : run(() => actions.checkIn(r)))}
        >
          {t('day.actions.checkIn')}
        </Button>
      )}
      {!only && canMarkNoShow(r, now) && (
        <Button
          size="lg"
          color="red.9"
          variant="outline"
          onClick={() => {
            onEnded?.();
            void actions.clear(r);
          }}
        >
          {t('day.actions.noShow')}
        </Button>
      )}
      {!only && seated && (
        <>
          <Button
            size="lg"
            color="red.9"
            onClick={() => {
              onEnded?.();
              void actions.clear(r);
            }}
          >
            {t('day.actions.clear')}
          </Button>
          <Button
            size="lg"
            variant="default"
            loading={busy}
            onClick={() => run(() => actions.undoCheckIn(r))}
          >
            {t('day.actions.undoCheckIn')}
          </Button>
        </>
      )}
    </Group>
  );
}
