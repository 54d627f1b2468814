import * as z from './z';
import { emptyToUndefined, zDateTime, ZId } from './primitives';
import { LARGE_PARTY_STATUSES, WAITLIST_STATUSES, ZReservation } from './reservation';
import { HOST_PARTY_SIZE } from './host-constants';

/**
 * Host operations (issue 11 §1; staff spec §2–§9, guest spec §5.5): the waitlist, walk-ins and large-party
 * requests. Restaurant admins, managers and the superadmin; staff get 403. Everything is scoped to the caller's
 * restaurants.
 */

/** The staff spec's texts for these calls (§5, §8), and ours where it gives none. */
export const HOST_MESSAGES = {
  allFieldsRequired: 'All fields required',
  restaurantNotSet: 'Restaurant not set',
  pickTable: 'Pick a table to convert',
  walkInRequired: 'Table and party size are required',
  selectTable: 'Select at least one table',
  partySizeRange: 'Party size must be from 1 to 20',
  waitlistNotFound: 'Waitlist entry not found',
  waitlistNotWaiting: 'This guest is no longer on the waitlist',
  largePartyNotFound: 'Large-party request not found',
  largePartyNotPending: 'This request has already been converted or cancelled',
  tablesElsewhere: 'Every table must belong to the restaurant',
  tooFewSeats: 'The chosen tables do not seat the whole party',
  reservationCreated: 'Reservation created',
} as const;

/** The 409 text of a conversion that collides (staff spec §8), before the conflict list. */
export const CANNOT_CREATE_PREFIX = 'Cannot create reservation: ';

const ZPartySize = z
  .number({
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ''
        ? HOST_MESSAGES.allFieldsRequired
        : HOST_MESSAGES.partySizeRange,
  })
  .int(HOST_MESSAGES.partySizeRange)
  .min(HOST_PARTY_SIZE.min, HOST_MESSAGES.partySizeRange)
  .max(HOST_PARTY_SIZE.max, HOST_MESSAGES.partySizeRange);

/** Whole numbers may come as JSON numbers or as digits (a form field); anything else stays as sent. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^[0-9]{1,3}$/.test(value.trim()) ? Number(value.trim()) : value;

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max);

// ---------------------------------------------------------------------------------------------------------------
// Waitlist: listed (waiting) → notified → converted | cancelled (staff spec §4).

export const ZWaitlistStatus = z.enum(WAITLIST_STATUSES);
export type TWaitlistStatus = z.infer<typeof ZWaitlistStatus>;

/** POST /waitlist. Answer 201 ZWaitlistEntry. */
export const ZWaitlistCreateRequest = z.object({
  restaurantId: z.preprocess(emptyToUndefined, ZId.optional()),
  name: requiredText(200, HOST_MESSAGES.allFieldsRequired),
  phone: requiredText(50, HOST_MESSAGES.allFieldsRequired),
  partySize: z.preprocess(digitsToNumber, ZPartySize),
});
export type TWaitlistCreateRequest = z.infer<typeof ZWaitlistCreateRequest>;

export const NOTIFY_DELIVERIES = ['queued', 'sent', 'recorded', 'failed'] as const;
export const ZNotifyDelivery = z.enum(NOTIFY_DELIVERIES);
export type TNotifyDelivery = z.infer<typeof ZNotifyDelivery>;

export const ZWaitlistEntry = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  partySize: z.number().int(),
  status: ZWaitlistStatus,
  /** ISO 8601: when the guest joined, and when told their table is ready (null before). */
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
  /** The reservation a conversion made (null before). */
  reservationId: z.number().int().nullable(),
  /**
   * Minutes until a table that fits the party is expected to be free for it, counting the guests ahead in the
   * line (waiting and notified entries only; null for the others, and when no table of the restaurant fits).
   */
  quotedWaitMin: z.number().int().nullable(),
  /**
   * Where the "your table is ready" message of a notify stands (its outbox rows): queued (pending or being
   * sent), sent (a provider accepted it), recorded (no provider configured: only kept in the outbox), failed
   * (given up). Over several channels the best one counts. Null before a notify.
   */
  notifyDelivery: ZNotifyDelivery.nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

/** GET /waitlist?restaurantId: today's entries (Europe/Zagreb day) of the caller's restaurants, oldest first. */
export const ZWaitlistListResponse = z.object({ entries: z.array(ZWaitlistEntry) });
export type TWaitlistListResponse = z.infer<typeof ZWaitlistListResponse>;

/**
 * POST /waitlist/{id}/convert: a reservation for the party on `tableId` (the main table) plus any other
 * `tableIds`, starting at `date` (ISO 8601; default now) for the restaurant's default duration. At least one
 * table ('Pick a table to convert'). 409 ZReservationConflictBody when a table is taken.
 */
export const ZWaitlistConvertRequest = z.object({
  tableId: z.preprocess(emptyToUndefined, ZId.nullish()),
  tableIds: z.array(ZId).max(20).optional(),
  date: z.preprocess(emptyToUndefined, zDateTime().optional()),
});
export type TWaitlistConvertRequest = z.infer<typeof ZWaitlistConvertRequest>;

/** A conversion's answer (waitlist and large party): the spec's `{ message }`, plus what was made. */
export const ZConvertResponse = z.object({
  message: z.string(),
  reservation: ZReservation,
});
export type TConvertResponse = z.infer<typeof ZConvertResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Walk-ins

/**
 * POST /walkin/seat-now: seats a party now on `tableId` for the restaurant's default duration (DESIGN §7:
 * `phone` or `telephone`; the reservation is marked `isWalkIn`, named 'Walk-in' when no name is given). Party
 * size 1–20 and at most the table's seats. Answer 201 ZWalkInResponse; 409 ZReservationConflictBody when the
 * table is taken now.
 */
export const ZWalkInRequest = z.object({
  restaurantId: z.preprocess(emptyToUndefined, ZId.optional()),
  tableId: z.preprocess(emptyToUndefined, ZId.optional()),
  name: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  phone: z.preprocess(emptyToUndefined, z.string().trim().max(50).optional()),
  telephone: z.preprocess(emptyToUndefined, z.string().trim().max(50).optional()),
  partySize: z.preprocess(
    (value) => digitsToNumber(emptyToUndefined(value)),
    z
      .number({ error: HOST_MESSAGES.partySizeRange })
      .int(HOST_MESSAGES.partySizeRange)
      .min(HOST_PARTY_SIZE.min, HOST_MESSAGES.partySizeRange)
      .max(HOST_PARTY_SIZE.max, HOST_MESSAGES.partySizeRange)
      .optional(),
  ),
});
export type TWalkInRequest = z.infer<typeof ZWalkInRequest>;

export const ZWalkInResponse = z.object({ reservation: ZReservation });
export type TWalkInResponse = z.infer<typeof ZWalkInResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Large-party requests: pending → converted (with chosen tables) | cancelled (staff spec §4).

export const ZLargePartyStatus = z.enum(LARGE_PARTY_STATUSES);

export const ZLargePartyRequest = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  guests: z.number().int(),
  /** The date and time the party asked for (ISO 8601). */
  requestedAt: z.string(),
  status: ZLargePartyStatus,
  reservationId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TLargePartyRequest = z.infer<typeof ZLargePartyRequest>;

/** GET /admin/large-party?restaurantId: pending requests of the caller's restaurants, soonest first. */
export const ZLargePartyListResponse = z.object({ requests: z.array(ZLargePartyRequest) });
export type TLargePartyListResponse = z.infer<typeof ZLargePartyListResponse>;

/**
 * POST /admin/large-party/{id}/convert: one reservation over the chosen tables (the first is the main table),
 * starting at `date` (default: the requested time) for the restaurant's default duration. 409
 * ZReservationConflictBody when a table is taken. Answer ZConvertResponse.
 */
export const ZLargePartyConvertRequest = z.object({
  tableIds: z.array(ZId).max(20).optional(),
  date: z.preprocess(emptyToUndefined, zDateTime().optional()),
});
export type TLargePartyConvertRequest = z.infer<typeof ZLargePartyConvertRequest>;

/** GET /admin/large-party/{id}/suggestions: free, adjacent table sets that seat the party, best first. */
export const ZTableSuggestion = z.object({
  tableIds: z.array(z.number().int()),
  tableNumbers: z.array(z.number().int()),
  seats: z.number().int(),
});
export type TTableSuggestion = z.infer<typeof ZTableSuggestion>;
export const ZTableSuggestionsResponse = z.object({
  /** The stay the suggestions are free for (ISO 8601). */
  start: z.string(),
  end: z.string(),
  suggestions: z.array(ZTableSuggestion),
});
export type TTableSuggestionsResponse = z.infer<typeof ZTableSuggestionsResponse>;
