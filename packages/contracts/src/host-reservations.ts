import * as z from './z';
import { ZId } from './primitives';
import { BOOKING_MESSAGES, ZGuestCount, ZReserveRequest } from './public-booking';
import { ZReservationNotes } from './reservation';
import { ZGuestHistoryBrief, ZReservationListItem } from './reservations-api';

/**
 * The host stand's own bookings and guest details (issue 22 §1, §2; DESIGN §7): POST /reservations (a phone
 * booking), PATCH /reservations/{id} with guest details and notes, GET /reservations/{id}/guest.
 */

/** ZReservationNotes and RESERVATION_NOTES_MESSAGE live in reservation.ts (POST /reserve takes notes too). */

const guestFields = ZReserveRequest.pick({ name: true, phone: true, countryCode: true, email: true });

/**
 * POST /reservations: a booking taken by the back office (any signed-in user of the restaurant, staff included).
 * `tableId`, or `anyTable` for the smallest free table that seats the party. The booking rules of POST /reserve
 * apply (open hours and offered slots, a free table, its seats, the overlap constraint) except the bot check and
 * the guest booking window; `allowOverCapacity: true` books a table smaller than the party. The guest gets the
 * confirmation their restaurant sends (flags) in `language`, with the manage link. Header `Idempotency-Key` as on
 * POST /reserve. Answer 201 ZCreateReservationResponse; 409 RESERVATION_OVERLAP with the conflicts.
 */
export const ZCreateReservationRequest = z
  .object({
    restaurantId: ZId,
    tableId: ZId.nullish(),
    anyTable: z.boolean().optional(),
    date: ZReserveRequest.shape.date,
    guests: ZGuestCount,
    ...guestFields.shape,
    notes: ZReservationNotes.optional(),
    allowOverCapacity: z.boolean().optional(),
    language: ZReserveRequest.shape.language,
  })
  .strict();
export type TCreateReservationRequest = z.infer<typeof ZCreateReservationRequest>;
export type TCreateReservationInput = z.input<typeof ZCreateReservationRequest>;

export const ZCreateReservationResponse = z.object({ reservation: ZReservationListItem });
export type TCreateReservationResponse = z.infer<typeof ZCreateReservationResponse>;

/** The message of a details PATCH that carries no field. */
export const RESERVATION_DETAILS_EMPTY_MESSAGE = 'Nothing to change';

/** The API's sentences for guest details and the back office's bookings (hr in the API's catalogue). */
export const RESERVATION_DETAILS_MESSAGES = {
  /** PATCH details: a staff member sent a table, a date or a status (staff spec §6, guest spec §6). */
  staffDetailsOnly: 'Staff may change the guest details and notes of a reservation, nothing else',
  /** PATCH details: more guests than the reservation's tables (main and attached) seat. */
  tooManyGuests: (seats: number) =>
    `This reservation's tables seat ${seats} guests at most. Move it to a bigger table first.`,
} as const;

/**
 * An email in a details PATCH: null, '' or blanks clear it (the booking bodies read a blank as none given, which
 * for a change would be "leave it"); otherwise the booking's email rule.
 */
const ZEmailChange = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: BOOKING_MESSAGES.emailInvalid })
    .trim()
    .email(BOOKING_MESSAGES.emailInvalid)
    .max(320, BOOKING_MESSAGES.emailInvalid)
    .nullable()
    .optional(),
);

/**
 * PATCH /reservations/{id} with guest details: any of name, phone (+ countryCode, stored E.164), email (null or
 * '' clears it), guests (checked against the seats of the reservation's tables: 409 with a sentence) and notes
 * (null or '' clears them). Staff may send these too (not a table or a date). 200 answers the ZReservationListItem.
 */
export const ZReservationDetailsPatch = z
  .object({
    name: guestFields.shape.name.optional(),
    phone: guestFields.shape.phone.optional(),
    countryCode: guestFields.shape.countryCode,
    email: ZEmailChange,
    guests: ZGuestCount.optional(),
    notes: ZReservationNotes.optional(),
  })
  .strict()
  .refine(
    (patch) =>
      patch.name !== undefined ||
      patch.phone !== undefined ||
      patch.email !== undefined ||
      patch.guests !== undefined ||
      patch.notes !== undefined,
    { message: RESERVATION_DETAILS_EMPTY_MESSAGE },
  );
export type TReservationDetailsPatch = z.infer<typeof ZReservationDetailsPatch>;
export type TReservationDetailsPatchInput = z.input<typeof ZReservationDetailsPatch>;

/** GET /reservations/{id}/guest: the brief plus the notes of earlier visits (newest first, at most 10). */
export const ZGuestSummary = ZGuestHistoryBrief.extend({
  phone: z.string(),
  name: z.string(),
  /** Reservations with this phone at this restaurant, this one included, cancelled ones too. */
  reservations: z.number().int().min(0),
  earlierNotes: z.array(z.object({ reservationId: z.number().int(), date: z.string(), notes: z.string() })),
});
export type TGuestSummary = z.infer<typeof ZGuestSummary>;

/**
 * Approving a filed move that runs into another booking (issue 22 §6): POST /reservations/approvals/{id}/approve
 * with `moves` first moves each named blocking booking to the named free table, then applies the request, in one
 * transaction (or nothing changes: 409 with the conflicts). A move must name a booking that blocks the request
 * and a table of its restaurant that is free for that booking's whole stay and seats its party.
 */
export const ZApprovalApproveRequest = z
  .object({
    moves: z
      .array(z.object({ reservationId: ZId, tableId: ZId }).strict())
      .max(20)
      .optional(),
  })
  .strict();
export type TApprovalApproveRequest = z.infer<typeof ZApprovalApproveRequest>;

