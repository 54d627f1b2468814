import { isLive, type TReservationListItem } from '@stol/contracts';
import { EXTENSIONS } from '../day/permissions';
import { canClear, canMarkNoShow, isEarlyCheckIn } from './checkin-window';
import type { TDayActions } from './use-day-actions';
import { LEAN } from './lean-styles';
import { LeanButton } from './LeanButton';
import type { TRowTexts } from './row-texts';

interface RowActionsProps {
  reservation: TReservationListItem;
  now: number;
  actions: TDayActions;
  onInfo: (reservation: TReservationListItem) => void;
  /** Staff: +30m/+1h are shown disabled, described by the note that says why. */
  extendDisabledReasonId: string | null;
  /** Another day than today: Info only. */
  readOnly?: boolean;
  /** A check-in more than 15 minutes early: the list's one EarlyCheckInDialog asks about this reservation. */
  onEarlyCheckIn: (reservation: TReservationListItem) => void;
  /** The list's texts (row-texts.ts). */
  texts: TRowTexts;
}

/**
 * Info, check in / undo check-in, clear (labelled no-show while the guest has not checked in), +30m and +1h.
 * Clear needs the stay to be under way (the server clears a table's active reservation only).
 */
export function RowActions({
  reservation,
  now,
  actions,
  onInfo,
  extendDisabledReasonId,
  readOnly = false,
  onEarlyCheckIn,
  texts: { t, guestName },
}: RowActionsProps) {
  const live = !readOnly && isLive(reservation);
  const checkedIn = reservation.checkedInAt !== null;
  // More than 15 minutes before the start, a check-in is asked about first (the server allows 2 hours).
  const early = isEarlyCheckIn(reservation, now);
  // Clear for a seated party whatever the clock, No-show for one whose start has passed (as the kiosk).
  const endable = checkedIn ? canClear(reservation) : canMarkNoShow(reservation, now);
  return (
    <div
      style={LEAN.actions}
      role="group"
      aria-label={t('day.actions.group', { name: guestName(reservation) })}
    >
      <LeanButton variant="default" onClick={() => onInfo(reservation)}>
        {t('day.actions.info')}
      </LeanButton>
      {live && !checkedIn && (
        <LeanButton onClick={() => (early ? onEarlyCheckIn(reservation) : void actions.checkIn(reservation))}>
          {t('day.actions.checkIn')}
        </LeanButton>
      )}
      {live && checkedIn && (
        <LeanButton variant="default" onClick={() => void actions.undoCheckIn(reservation)}>
          {t('day.actions.undoCheckIn')}
        </LeanButton>
      )}
      {live && endable && (
        <LeanButton color="red.9" variant="outline" onClick={() => void actions.clear(reservation)}>
          {checkedIn ? t('day.actions.clear') : t('day.actions.noShow')}
        </LeanButton>
      )}
      {live &&
        EXTENSIONS.map((minutes) => (
          <LeanButton
            key={minutes}
            variant="light"
            disabled={extendDisabledReasonId !== null}
            aria-describedby={extendDisabledReasonId ?? undefined}
            aria-label={t(minutes === 30 ? 'day.actions.extend30Name' : 'day.actions.extend60Name')}
            onClick={() => void actions.extend(reservation, minutes)}
          >
            {t(minutes === 30 ? 'day.actions.extend30' : 'day.actions.extend60')}
          </LeanButton>
        ))}
    </div>
  );
}
