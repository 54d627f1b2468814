import { analyticsRoutes } from '../modules/analytics/analytics.routes';
import { availabilityRoutes } from '../modules/availability/availability.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { botCheckRoutes } from '../modules/bot-check/bot-check.routes';
import { publicBookingRoutes } from '../modules/booking/public-booking.routes';
import { guestLinkRoutes } from '../modules/guest-links/guest-links.routes';
import { calendarRoutes } from '../modules/notifications/calendar.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { holdsRoutes } from '../modules/holds/holds.routes';
import { hubsRoutes } from '../modules/hubs/hubs.routes';
import { hubsAdminRoutes } from '../modules/hubs/hubs-admin.routes';
import { historyRoutes } from '../modules/history/history.routes';
import { previewRoutes } from '../modules/restaurants/preview/preview.routes';
import { largePartyRoutes } from '../modules/large-party/large-party.routes';
import { publicLargePartyRoutes } from '../modules/large-party/public-large-party.routes';
import { messagesRoutes } from '../modules/outbox/messages.routes';
import { otpRoutes } from '../modules/otp/otp.routes';
import { dayRoutes } from '../modules/reservations/day.routes';
import { reservationsRoutes } from '../modules/reservations/reservations.routes';
import { hostBookingRoutes } from '../modules/reservations/host-bookings.routes';
import { reportsRoutes } from '../modules/reports/reports.routes';
import { tablesRoutes } from '../modules/tables/tables.routes';
import { reviewsRoutes } from '../modules/reviews/reviews.routes';
import { restaurantsRoutes } from '../modules/restaurants/restaurants.routes';
import { statsRoutes } from '../modules/stats/stats.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { waitlistRoutes } from '../modules/waitlist/waitlist.routes';
import { walkInRoutes } from '../modules/walk-in/walk-in.routes';
import type { RouteDef } from './route-registry';

/**
 * THE route registry: every HTTP route of the API, each with its access policy. The authorization test
 * walks this list, so a route cannot exist without being covered.
 */
export const ROUTES: readonly RouteDef[] = [
  ...healthRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...restaurantsRoutes,
  ...statsRoutes,
  ...availabilityRoutes,
  ...botCheckRoutes,
  ...publicBookingRoutes,
  ...guestLinkRoutes,
  ...calendarRoutes,
  ...reviewsRoutes,
  ...otpRoutes,
  ...hubsRoutes,
  ...holdsRoutes,
  // Before /reservations/:id so 'day' is never read as an id.
  ...dayRoutes,
  ...reservationsRoutes,
  // Issue 22 §1, §2: phone bookings and the guest behind a reservation.
  ...hostBookingRoutes,
  ...messagesRoutes,
  ...tablesRoutes,
  ...waitlistRoutes,
  ...walkInRoutes,
  ...largePartyRoutes,
  ...publicLargePartyRoutes,
  // Issue 20 §4, §5: settings preview, change history, hub management.
  ...previewRoutes,
  ...historyRoutes,
  ...hubsAdminRoutes,
  // Issue 21 §3: reports and analytics.
  ...reportsRoutes,
  ...analyticsRoutes,
];
