import * as z from './z';
import { COUNTRY_CODES } from './guest-constants';
import { emptyToUndefined, ZDayKey, zDateTime, ZId, zWholeNumber } from './primitives';
import { ZBotProofFields } from './bot-check';
import { ZReservation, ZReservationNotes } from './reservation';
import { ZLanguage } from './roles';

/**
 * Public booking API (guest spec §5.1, §7.1; DESIGN §7): GET /public/availability, GET /public/tables,
 * GET /public/reservations, POST /reserve.
 */

/**
 * Why a slot (or a table at a slot) cannot be booked; the guest site says so. `being_booked`: only a guest's hold
 * blocks it (someone is booking it right now, for at most HOLD_SECONDS).
 */
export const SLOT_UNAVAILABLE_REASONS = [
  'closed',
  'past',
  'maintenance',
  'too_small',
  'taken',
  'being_booked',
  // The slot itself, whatever the table (issue 24 §1): the kitchen's covers of the slot are reached by this party
  // (pacing), or the guest's booking window (minimum notice, days ahead) does not reach it.
  'pacing',
  'too_soon',
  'too_far',
] as const;
export const ZSlotUnavailableReason = z.enum(SLOT_UNAVAILABLE_REASONS);
export type TSlotUnavailableReason = z.infer<typeof ZSlotUnavailableReason>;

/** A hold's id as POST /public/holds issues it (192 random bits, base64url): anything else names no hold. */
export const HOLD_ID_MESSAGE = 'holdId is not a hold';
export const ZHoldId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, HOLD_ID_MESSAGE);

/**
 * GET /public/availability?restaurantId&date&tableId?&guests?&holdId? — without tableId: any table. `holdId`: the
 * asker's own hold (POST /public/holds), which then blocks nothing for them: their held table is free to them
 * at every slot it overlaps, as it is theirs to move or book.
 */
export const ZAvailabilityQuery = z.object({
  restaurantId: ZId,
  /** A Europe/Zagreb calendar day. */
  date: ZDayKey,
  tableId: z.preprocess(emptyToUndefined, ZId.optional()),
  guests: z.preprocess(emptyToUndefined, zWholeNumber(1, 20).optional()),
  holdId: z.preprocess(emptyToUndefined, ZHoldId.optional()),
  /**
   * The guest's own booking link token (the modify screen, issue 23 §4): that booking blocks nothing, so its own
   * time and the times around it show as free for moving it. An unknown token changes nothing.
   */
  reservationToken: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/)
      .optional(),
  ),
});
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

export const ZAvailabilitySlot = z.object({
  /** Zagreb wall-clock start, HH:mm. */
  time: z.string(),
  /** ISO 8601 UTC start and end (start + the restaurant's default duration). */
  start: z.string(),
  end: z.string(),
  available: z.boolean(),
  /** Set when not available. */
  reason: ZSlotUnavailableReason.nullable(),
  /**
   * The table a booking at this slot gets: the asked table, or for any table the smallest free one with enough
   * seats.
   */
  tableId: z.number().int().nullable(),
  /**
   * The restaurant's tables that cannot be taken at this slot, grouped by why (table ids in table-number order);
   * a table not listed is free (tableReasonAt reads one table's). Compact on purpose: a guest's first look at
   * a day is computed and sent whole, and a state per table per slot made the answer five times larger and
   * its computing and writing the API's largest cost (api/bench, scenario c-cold).
   */
  unavailable: z.partialRecord(ZSlotUnavailableReason, z.array(z.number().int())),
});
export type TAvailabilitySlot = z.infer<typeof ZAvailabilitySlot>;

export const ZAvailabilityResponse = z.object({
  restaurantId: z.number().int(),
  date: z.string(),
  /**
   * No service that day: closed by a special-hours entry, by the weekday's rule (weeklyHours), or close <= open.
   * Slots are then the regular ones, all reason 'closed'.
   */
  closed: z.boolean(),
  /** What set the day's services (issue 24): the date's special hours, the weekday's rule, or the regular hours. */
  servicesFrom: z.enum(['date', 'weekday', 'hours']).optional(),
  /** The day's services, Zagreb 'HH:mm' (close up to '24:00'); empty when closed. */
  services: z.array(z.object({ open: z.string(), close: z.string() })).optional(),
  openHour: z.number().int(),
  closeHour: z.number().int(),
  intervalMin: z.number().int(),
  durationMin: z.number().int(),
  bufferMin: z.number().int(),
  /** Open, and every slot has every bookable table taken. */
  fullyBooked: z.boolean(),
  slots: z.array(ZAvailabilitySlot),
});
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponse>;

/** GET /public/tables?restaurantId answers ZTable[] (ordered by number). */
export const ZPublicTablesQuery = z.object({ restaurantId: ZId });

/** GET /public/reservations?restaurantId&date: the day's active bookings, times and tables only (no guest data). */
export const ZPublicReservationsQuery = z.object({ restaurantId: ZId, date: ZDayKey });
export const ZPublicReservation = z.object({
  tableId: z.number().int(),
  tableIds: z.array(z.number().int()),
  date: z.string(),
  endDate: z.string(),
});
export const ZPublicReservationsResponse = z.object({ reservations: z.array(ZPublicReservation) });
export type TPublicReservationsResponse = z.infer<typeof ZPublicReservationsResponse>;

/** The guest spec's booking messages (§5.1), answered by POST /reserve. */
export const BOOKING_MESSAGES = {
  dateRequired: 'Please choose date',
  timeRequired: 'Please select a time',
  dateInPast: 'You cannot reserve in the past',
  timeInPast: 'Selected time is in the past',
  tableRequired: "Please select a table or choose 'Any table is fine.'",
  phoneDigits: 'Please enter at least 8 digits (excluding country code).',
  /** Not in the specs: the server's answers for a time outside the day's slots, a closed day, a held table. */
  slotNotOffered: 'Selected time is not available',
  closedDay: 'The restaurant is closed on that day',
  tableHeld: 'This table is not available for booking',
  noTableFree: 'No table is free for that many guests at that time',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Please enter a name of at most 200 characters',
  phoneRequired: 'Please enter a phone number first',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  /** Party size 1 to 20 (both specs §9); the per-table range is checked after it. */
  guestsRange: 'Guests must be from 1 to 20',
} as const;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A party of 1 to 20 guests, with the spec's sentence (shared by POST /reserve and POST /reservations). */
export const ZGuestCount = z
  .number({ error: BOOKING_MESSAGES.guestsRange })
  .int(BOOKING_MESSAGES.guestsRange)
  .min(1, BOOKING_MESSAGES.guestsRange)
  .max(20, BOOKING_MESSAGES.guestsRange);

/** 'Min {min}, Max {max} for this table.' */
export const guestRangeMessage = (min: number, max: number) => `Min ${min}, Max ${max} for this table.`;

/**
 * POST /reserve body. `tableId` is required unless `anyTable` (then `restaurantId` is). `guests` or `partySize`.
 * Header `Idempotency-Key` (optional, 1-255 printable ASCII characters, kept 24 hours): a retry of the identical
 * request with the same key answers the first answer again (header `Idempotent-Replayed: true`) and creates
 * nothing; the key with another body → 422 IDEMPOTENCY_KEY_REUSED; while the first still runs → 409
 * IDEMPOTENCY_KEY_IN_PROGRESS.
 */
export const ZReserveRequest = z.object({
  restaurantId: ZId.optional(),
  tableId: ZId.nullish(),
  anyTable: z.boolean().optional(),
  name: z
    .string({ error: BOOKING_MESSAGES.nameRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.nameRequired)
    .max(200, BOOKING_MESSAGES.nameTooLong),
  phone: z
    .string({ error: BOOKING_MESSAGES.phoneRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.phoneRequired)
    .max(50, BOOKING_MESSAGES.phoneInvalid),
  countryCode: z.enum(COUNTRY_CODES).optional(),
  email: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: BOOKING_MESSAGES.emailInvalid })
      .trim()
      .email(BOOKING_MESSAGES.emailInvalid)
      .max(320, BOOKING_MESSAGES.emailInvalid)
      .nullish(),
  ),
  /** ISO 8601 start with an offset. A bare day (no time) is 'Please select a time'; nothing is 'Please choose date'. */
  date: z
    .string({ error: BOOKING_MESSAGES.dateRequired })
    .trim()
    .refine((value) => value !== '', { message: BOOKING_MESSAGES.dateRequired, abort: true })
    .refine((value) => !DAY_ONLY.test(value), { message: BOOKING_MESSAGES.timeRequired, abort: true })
    .pipe(zDateTime(BOOKING_MESSAGES.dateRequired)),
  guests: ZGuestCount.optional(),
  partySize: ZGuestCount.optional(),
  /** The bot check's proof (see bot-check.ts): verified before anything is written. */
  ...ZBotProofFields,
  /**
   * The guest's hold on this table and time (POST /public/holds), consumed by the booking. A live hold was bot-checked
   * when it was placed, so a booking that consumes one needs no second proof.
   */
  holdId: z.string().max(64).nullish(),
  /** The proof of a verified code (POST /public/verify-otp or verify-email-otp) when the restaurant verifies guests. */
  otpProof: z.string().max(1000).nullish(),
  /** The guest site's language: confirmations, reminders and notices are written in it (default en). */
  language: ZLanguage.optional(),
  /** 'Notes for the restaurant' (issue 22 §2): allergies, occasion, seating wishes; blank = none. */
  notes: ZReservationNotes.optional(),
});
export type TReserveRequest = z.infer<typeof ZReserveRequest>;

/** The API path of a booking's calendar event (the .ics its confirmation email carries), by the guest's token. */
export const calendarPath = (token: string) =>
  `/public/reservations/${encodeURIComponent(token)}/calendar.ics`;

/**
 * What the guest's confirmation card offers (issue 23 §3): the booking reference (bookingReference: 'STL-7K2Q'),
 * the links of the confirmation email (manage = the modify screen, cancel), and the calendar event.
 */
export const ZBookingConfirmation = z.object({
  reference: z.string(),
  /** The guest site's /modify/{token} (change or cancel), exactly as the email and SMS carry it. */
  manageUrl: z.string(),
  cancelUrl: z.string(),
  /** GET this path of the API for the booking's .ics (calendarPath); the client prefixes its API URL. */
  calendarPath: z.string(),
});
export type TBookingConfirmation = z.infer<typeof ZBookingConfirmation>;

/**
 * POST /reserve answer (201 new, 200 idempotent replay): the reservation with its cancel/modify token, and what
 * the confirmation card shows.
 */
export const ZReserveResponse = z.object({
  reservation: ZReservation.extend({ token: z.string() }),
  confirmation: ZBookingConfirmation,
});
export type TReserveResponse = z.infer<typeof ZReserveResponse>;

/** How long a guest's hold keeps a table while they verify and book (issue 12 §2; SevenRooms holds 300 s). */
export const HOLD_SECONDS = 300;

/** How many live holds one client (its address) may keep at once (HOLDS_PER_CLIENT's default). */
export const HOLDS_PER_CLIENT = 2;

/**
 * POST /public/holds: hold `tableId` at `date` (an offered slot) for HOLD_SECONDS, under every booking rule, with
 * the bot check's proof (a hold keeps a table from everyone: issue 19 §11).
 * `replaceHoldId` lets the guest's previous hold go in the same step (they picked another table or time).
 * Answer 201 ZHoldResponse; 409 with `conflicts` when the table is booked or held then; 429 HOLD_LIMIT when the
 * client already keeps HOLDS_PER_CLIENT live holds.
 */
export const ZHoldRequest = z.object({
  tableId: ZId,
  date: zDateTime(BOOKING_MESSAGES.dateRequired),
  guests: ZGuestCount.optional(),
  replaceHoldId: z.string().max(64).nullish(),
  /** The bot check's proof (see bot-check.ts): verified before anything is held. */
  ...ZBotProofFields,
});
export type THoldRequest = z.infer<typeof ZHoldRequest>;

export const ZHoldResponse = z.object({
  holdId: z.string(),
  tableId: z.number().int(),
  date: z.string(),
  endDate: z.string(),
  expiresAt: z.string(),
});
export type THoldResponse = z.infer<typeof ZHoldResponse>;
