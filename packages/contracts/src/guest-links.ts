import * as z from './z';
import { REVIEW_LIMITS } from './guest-constants';
import { zDateTime } from './primitives';
import { ZGuestCount } from './public-booking';
import { ZReservationStatus } from './reservation';

/**
 * What a guest does with the token from their confirmation (guest spec §2.5–§2.7, §7.1, §8.1; issue 12 §2): look
 * the booking up, cancel it, move it, and review the visit. The token is the only key: no login. Answers carry
 * this one booking and its restaurant, never another guest's data.
 */

/** The guest spec's texts (§2.5, §8.1), and ours where it gives none. */
export const GUEST_LINK_MESSAGES = {
  notFound: 'Reservation not found or invalid token',
  reviewNotFound: 'Invalid review link or reservation not found',
  passed: 'This reservation cannot be cancelled as it has already passed.',
  cancelled: 'Reservation cancelled successfully',
  modified: 'Updated. Thank you!',
  /** Ours: the restaurant does not allow changes online (theme.featureFlags.enableSelfCancel off). */
  selfServiceOff:
    'This restaurant does not take cancellations or changes online. Please call the restaurant.',
  /** Ours: closer to the visit than the restaurant's selfCancelHours. */
  tooLate: (hours: number) =>
    `Online changes close ${hours} hours before the reservation. Please call the restaurant.`,
  /** Ours: the booking is not active any more (cancelled, cleared, no-show). */
  notActive: 'This reservation is no longer active.',
  /** Ours (issue 23 §4): a modify that names neither a new time nor a party size. */
  nothingToChange: 'Please choose a new date, time or number of guests',
  /** Ours: the new time is taken at the booking's table (the answer carries the conflicts). */
  timeTaken: 'That time is already taken at your table. Please choose another time.',
  /** Ours: a party larger than the booking's table(s) seat. */
  tableSeats: (table: number, seats: number) =>
    `Your table (table ${table}) seats ${seats}. For a larger party, please call the restaurant.`,
  /** Ours: a party smaller than the booking's table takes (guest spec §5.1: at least half its seats). */
  tableMinimum: (table: number, min: number) =>
    `Your table (table ${table}) is for at least ${min} guests. For a smaller party, please call the restaurant.`,
  reviewThanks: 'Thank You!',
  reviewTooEarly: 'You can leave a review after your visit.',
  reviewTwice: 'This reservation has already been reviewed.',
  reviewNotVisited: 'Only a visit that took place can be reviewed.',
  ratingRange: 'Please choose a rating from 1 to 5 stars',
  commentTooLong: 'Please keep the comment to at most 500 characters',
} as const;

/** A reservation token as the API issues it (base64url); anything else is not a token. */
export const ZGuestToken = z
  .string({ error: GUEST_LINK_MESSAGES.notFound })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, GUEST_LINK_MESSAGES.notFound);

/** POST /public/reservations/cancel and POST /public/cancel-by-token. */
export const ZGuestTokenBody = z.object({ token: ZGuestToken });
export type TGuestTokenBody = z.infer<typeof ZGuestTokenBody>;

/**
 * POST /public/reservations/modify (issue 23 §4): a new start (ISO 8601 with offset) and/or a new party size, on
 * the same table(s) and length; at least one of the two.
 */
export const ZGuestModifyRequest = z
  .object({ token: ZGuestToken, date: zDateTime().optional(), guests: ZGuestCount.optional() })
  .refine((body) => body.date !== undefined || body.guests !== undefined, {
    message: GUEST_LINK_MESSAGES.nothingToChange,
  });
export type TGuestModifyRequest = z.infer<typeof ZGuestModifyRequest>;

/** Why a booking cannot be cancelled or moved online now. */
export const GUEST_CHANGE_REFUSALS = ['self_service_off', 'too_late', 'passed', 'not_active'] as const;
export const ZGuestChangeRefusal = z.enum(GUEST_CHANGE_REFUSALS);
export type TGuestChangeRefusal = z.infer<typeof ZGuestChangeRefusal>;

/** Why a visit cannot be reviewed now. */
export const REVIEW_REFUSALS = ['too_early', 'reviewed', 'not_visited'] as const;
export const ZReviewRefusal = z.enum(REVIEW_REFUSALS);

const ZGuestRestaurant = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
});

/**
 * GET /public/reservations/{token} (§7.1 "reservation with table.restaurant"): the booking as its guest sees it,
 * with whether it may still be cancelled or moved online and until when.
 */
export const ZGuestReservationView = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  endDate: z.string(),
  guests: z.number().int(),
  status: ZReservationStatus,
  /** The booking's (main) table: its id and seats let the modify screen ask for that table's free times. */
  table: z.object({
    id: z.number().int(),
    number: z.number().int(),
    seats: z.number().int(),
    restaurant: ZGuestRestaurant,
  }),
  restaurant: ZGuestRestaurant,
  /** Cancel and modify are open now (self-service on, active, before the deadline). */
  canChange: z.boolean(),
  /** Why not (null when canChange); the site words it in the guest's language. */
  changeRefusal: ZGuestChangeRefusal.nullable(),
  /** The last moment a change is taken online (ISO 8601), or null when the restaurant takes none. */
  changeDeadline: z.string().nullable(),
});
export type TGuestReservationView = z.infer<typeof ZGuestReservationView>;

/** The answers of cancel and modify: the spec's message and the booking as it is now. */
export const ZGuestChangeResponse = z.object({ message: z.string(), reservation: ZGuestReservationView });
export type TGuestChangeResponse = z.infer<typeof ZGuestChangeResponse>;

/** GET /public/reviews/{token} (§7.1: date, guests, table.restaurant.name) and whether a review is possible. */
export const ZReviewView = z.object({
  date: z.string(),
  guests: z.number().int(),
  table: z.object({ number: z.number().int(), restaurant: z.object({ name: z.string() }) }),
  /** A review is taken now (the visit took place and none was given yet). */
  canReview: z.boolean(),
  refusal: ZReviewRefusal.nullable(),
});
export type TReviewView = z.infer<typeof ZReviewView>;

/** POST /public/reviews/submit: rating 1–5, comment up to 500 characters or null (§2.6, §9). */
export const ZReviewSubmit = z.object({
  token: ZGuestToken,
  rating: z
    .number({ error: GUEST_LINK_MESSAGES.ratingRange })
    .int(GUEST_LINK_MESSAGES.ratingRange)
    .min(REVIEW_LIMITS.ratingMin, GUEST_LINK_MESSAGES.ratingRange)
    .max(REVIEW_LIMITS.ratingMax, GUEST_LINK_MESSAGES.ratingRange),
  comment: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.commentMax, GUEST_LINK_MESSAGES.commentTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type TReviewSubmit = z.infer<typeof ZReviewSubmit>;

export const ZReviewSubmitResponse = z.object({ message: z.string() });
