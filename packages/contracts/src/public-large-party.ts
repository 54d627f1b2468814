import * as z from './z';
import { emptyToUndefined, ZId } from './primitives';
import { ZBotProofFields } from './bot-check';
import { COUNTRY_CODES } from './guest-constants';
import { BOOKING_MESSAGES } from './public-booking';
import { ZLargePartyRequest } from './host';
import { ZLanguage } from './roles';

/**
 * POST /public/large-party (guest spec §5.1, §7.1, §9; issue 12 §2): a guest asks for a table for a large party;
 * staff convert the request in the day view's large-party panel. Every rule is checked on the server.
 */

/** Hard cap of a large party, whatever the restaurant's largePartyTo says (guest spec §9). */
export const LARGE_PARTY_MAX_GUESTS = 20;
// LARGE_PARTY_MIN_DAYS_AHEAD (a request at least that many Zagreb days ahead, guest spec §5.1) lives in
// guest-constants.ts: the guest site shows it on its first load, which must not build this module's schemas.

/** The guest spec's texts (§5.1, §8.1), and ours where it gives none. */
export const LARGE_PARTY_MESSAGES = {
  phoneDigits: 'Please enter a valid phone number (min 8 digits).',
  requestSent: 'Request sent. Our staff will contact you shortly.',
  /** Ours: the restaurant is inactive (or inactive until a later time) on the public site. */
  restaurantInactive: 'This restaurant is not taking requests at the moment',
  /** Ours: a guest count outside the restaurant's large-party range. */
  guestsRange: 'Guests must be a whole number',
} as const;

/**
 * A request sooner than the restaurant's minimum notice: the guest spec's sentence ('…at least 5 days in
 * advance.') with the restaurant's number of days.
 */
export const largePartyTooSoonMessage = (days: number) =>
  `Large party requests must be at least ${days} ${days === 1 ? 'day' : 'days'} in advance.`;

/** 'Large parties are from {min} to {max} guests.' (ours: the spec's hint names a table, a party has none). */
export const largePartyRangeMessage = (min: number, max: number) =>
  `Large parties are from ${min} to ${max} guests.`;

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const requiredText = (max: number, message: string, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const ZPublicLargePartyRequest = z.object({
  restaurantId: ZId,
  name: requiredText(200, BOOKING_MESSAGES.nameRequired, BOOKING_MESSAGES.nameTooLong),
  phone: requiredText(50, BOOKING_MESSAGES.phoneRequired, BOOKING_MESSAGES.phoneInvalid),
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
  /** A Europe/Zagreb calendar day, YYYY-MM-DD. */
  date: z
    .string({ error: BOOKING_MESSAGES.dateRequired })
    .trim()
    .regex(DAY, BOOKING_MESSAGES.dateRequired)
    .pipe(z.iso.date({ error: BOOKING_MESSAGES.dateRequired })),
  /** Zagreb wall-clock time, HH:mm. */
  time: z.string({ error: BOOKING_MESSAGES.timeRequired }).trim().regex(HH_MM, BOOKING_MESSAGES.timeRequired),
  /** The restaurant's range (floorplan.largePartyFrom to largePartyTo, capped at 20) is checked on the server. */
  guests: z.number({ error: LARGE_PARTY_MESSAGES.guestsRange }).int(LARGE_PARTY_MESSAGES.guestsRange),
  language: ZLanguage.optional(),
  /** The bot check's proof (see bot-check.ts): verified before anything is written. */
  ...ZBotProofFields,
});
export type TPublicLargePartyRequest = z.infer<typeof ZPublicLargePartyRequest>;

/** 201: the guest spec's success text and the pending request. */
export const ZPublicLargePartyResponse = z.object({
  message: z.string(),
  request: ZLargePartyRequest,
});
export type TPublicLargePartyResponse = z.infer<typeof ZPublicLargePartyResponse>;
