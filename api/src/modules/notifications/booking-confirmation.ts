import { bookingReference, calendarPath, type TBookingConfirmation } from '@stol/contracts';
import type { MessagingConfig } from '../../config';
import type { Reservation } from '../reservations/reservation.entity';
import type { Restaurant } from '../restaurants/restaurant.entity';
import { guestLinks } from './compose';

/**
 * What the guest's confirmation card offers (issue 23 §3), from the same sources as the confirmation message:
 * the reference (derived from the id, see contracts booking-reference.ts), the email's manage and cancel links,
 * and the API path of the calendar event the email attaches (calendar.routes.ts serves the same event).
 */
export function bookingConfirmation(
  reservation: Pick<Reservation, 'id' | 'token'>,
  restaurant: Pick<Restaurant, 'publicOrigin' | 'publicPath'>,
  config: Pick<MessagingConfig, 'publicSiteUrl'>,
): TBookingConfirmation {
  const links = guestLinks(restaurant, reservation.token, config);
  return {
    reference: bookingReference(reservation.id),
    manageUrl: links.manage_link,
    cancelUrl: links.cancel_link,
    calendarPath: calendarPath(reservation.token),
  };
}
