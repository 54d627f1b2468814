import { GUEST_LINK_MESSAGES, RESTAURANT_DEFAULTS, type TGuestChangeRefusal } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import type { Restaurant } from '../restaurants/restaurant.entity';
import type { Reservation } from '../reservations/reservation.entity';

/**
 * Whether a guest may cancel or move their booking online now (issue 12 §2): only when the restaurant's
 * `enableSelfCancel` is on, the booking is still active, and the visit is at least `selfCancelHours` (default 6)
 * away. `deadline` is the last moment a change is taken (null when the restaurant takes none online).
 */
export function changeWindow(
  restaurant: Pick<Restaurant, 'theme'>,
  reservation: Pick<Reservation, 'status' | 'startAt' | 'noShowAt'>,
  now: Date,
): { refusal: TGuestChangeRefusal | null; deadline: Date | null; hours: number } {
  const flags = restaurant.theme.featureFlags ?? {};
  const hours = flags.selfCancelHours ?? RESTAURANT_DEFAULTS.selfCancelHours;
  const deadline = flags.enableSelfCancel
    ? new Date(reservation.startAt.getTime() - hours * 3_600_000)
    : null;
  let refusal: TGuestChangeRefusal | null = null;
  if (reservation.startAt <= now) refusal = 'passed';
  else if (reservation.status !== 'confirmed' || reservation.noShowAt) refusal = 'not_active';
  else if (!deadline) refusal = 'self_service_off';
  else if (now > deadline) refusal = 'too_late';
  return { refusal, deadline, hours };
}

/** The same rule as an error answer, in the spec's words where it has them. */
export function assertChangeAllowed(...args: Parameters<typeof changeWindow>): void {
  const { refusal, hours } = changeWindow(...args);
  if (refusal === null) return;
  const message = {
    passed: GUEST_LINK_MESSAGES.passed,
    not_active: GUEST_LINK_MESSAGES.notActive,
    self_service_off: GUEST_LINK_MESSAGES.selfServiceOff,
    too_late: GUEST_LINK_MESSAGES.tooLate(hours),
  }[refusal];
  throw new AppError(refusal === 'self_service_off' ? 'FORBIDDEN' : 'CONFLICT', message);
}
