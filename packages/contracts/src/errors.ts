/**
 * The one error-code table. The API maps every domain error to one of these codes; clients may
 * branch on `code` and show `error` (the human message, the specs' text where the specs give one).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Invalid request' },
  MISSING_CREDENTIALS: { status: 400, message: 'Please fill in all fields' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication required' },
  TOKEN_EXPIRED: { status: 401, message: 'Session expired' },
  REFRESH_INVALID: { status: 401, message: 'Session expired, please sign in again' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this resource' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  RESTAURANT_NOT_FOUND: { status: 404, message: 'Restaurant not found' },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  CONFLICT: { status: 409, message: 'Conflict' },
  RESERVATION_OVERLAP: { status: 409, message: 'Table is already reserved for that time' },
  /** Table numbers are unique per restaurant (a database constraint); the message names the number. */
  TABLE_NUMBER_TAKEN: { status: 409, message: 'This table number is already taken in this restaurant' },
  /** Deleting or replacing tables that future reservations hold; `details.reservations` lists them. */
  TABLE_HAS_RESERVATIONS: { status: 409, message: 'Future reservations would lose their table' },
  /** Idempotency-Key (IETF draft): the same key while its first request is still running. Retry later. */
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed. Retry shortly.',
  },
  /** Idempotency-Key (IETF draft): the key was first used for a different request (path or body). */
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message:
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  },
  /** Check-in opens CHECK_IN_OPENS_BEFORE_MIN before a reservation's start (DESIGN §7). */
  CHECK_IN_TOO_EARLY: { status: 409, message: 'Check-in opens 2 hours before the reservation starts.' },
  /** …and closes at its (possibly extended) end. */
  CHECK_IN_ENDED: { status: 409, message: 'This reservation has ended: it can no longer be checked in.' },
  /** A walk-in only while a service is open: the restaurant's hours of today in Zagreb (DESIGN §7). */
  RESTAURANT_CLOSED: { status: 409, message: 'The restaurant is closed now.' },
  // Service rules (issue 24 §1).
  /** The guests starting in the slot would pass the restaurant's maxCoversPerSlot (pacing); held in the database. */
  PACING_FULL: {
    status: 409,
    message: 'The kitchen is full for arrivals at that time. Please choose another time.',
  },
  /** A guest's start closer to now than the booking window's minimum notice; the message names the notice. */
  BOOKING_TOO_SOON: {
    status: 400,
    message: 'This time is too soon to book online. Please choose a later time or call the restaurant.',
  },
  /** A guest's day further ahead than the booking window's maxDaysAhead; the message names the days. */
  BOOKING_TOO_FAR: {
    status: 400,
    message: 'Bookings are not open for that date yet. Please choose an earlier date.',
  },
  // Restaurant settings (issue 20 §3).
  /** DELETE /restaurants/{id} while it has upcoming confirmed reservations; the message names the count. */
  RESTAURANT_HAS_UPCOMING: {
    status: 409,
    message: 'This restaurant has upcoming reservations. Move or cancel them first.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported request body encoding' },
  REQUEST_TOO_LARGE: { status: 431, message: 'Request headers or URL too large' },
  MALFORMED_REQUEST: { status: 400, message: 'Malformed HTTP request' },
  /** POST /auth/reset with a token that is unknown, used or expired. */
  RESET_TOKEN_INVALID: {
    status: 400,
    message: 'This reset link is invalid or has expired. Please request a new one.',
  },
  /** POST /auth/accept-invite with a token that is unknown, used or expired. */
  INVITE_TOKEN_INVALID: {
    status: 400,
    message: 'This invitation link is invalid or has expired. Please ask for a new one.',
  },
  /** A guest write without a valid bot-check proof (issue 12 §2); the message says which part failed. */
  BOT_CHECK_FAILED: { status: 400, message: 'The security check failed. Please try again.' },
  /** The bot check's provider (reCAPTCHA) could not be reached: nothing was written. */
  BOT_CHECK_UNAVAILABLE: {
    status: 503,
    message: 'The security check is unavailable right now. Please try again shortly.',
  },
  /**
   * POST /public/holds from a client (its address, as the rate limits see it) that already has the most live holds
   * one client may keep (HOLDS_PER_CLIENT, 2): a guest books or lets one go before holding another table.
   */
  HOLD_LIMIT: {
    status: 429,
    message: 'You are already holding as many tables as one guest may. Book or let one go, then try again.',
  },
  // Admin users (issue 20 §2; guest spec §6): the users screen's refusals.
  /** POST/PATCH /admin/users with an email another user has (compared lowercased). */
  USER_EMAIL_TAKEN: { status: 409, message: 'A user with this email already exists' },
  /** DELETE /admin/users/{id} of a superadmin (guest spec §6: superadmins cannot be deleted from the list). */
  USER_SUPERADMIN_UNDELETABLE: { status: 409, message: 'Superadmin users cannot be deleted' },
  /** DELETE /admin/users/{id} of the caller's own account. */
  USER_SELF_DELETE: { status: 409, message: 'You cannot delete your own account' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please try again later.' },
  INTERNAL: { status: 500, message: 'Something went wrong' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Service temporarily unavailable. Please try again shortly.',
  },
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;

export interface TErrorBody {
  error: string;
  code: TErrorCode;
  details?: unknown;
}
