import * as z from './z';
import { ZCssColor } from './css-color';
import { ZOrigin } from './hubs';
import { ZDayKey, zDateTime } from './primitives';
import { PROMOTION_STATUSES, ZFloorplanPatch, ZSpecialHoursEntry, ZThemePatch } from './restaurant';
import { ZBookingWindow, ZPacing, ZTurnTimeSteps, ZWeeklyHours } from './service-rules-schema';

/**
 * Writing a restaurant's settings (issue 20 §3; guest spec §2.12, §3, §4, §5.2, §7.2): create, PATCH any subset
 * of the settings, bulk special hours. The ranges are the spec's (§5.2); rules across fields that need the
 * stored restaurant (large party from ≤ to on the merged floor plan, OTP exclusivity on the merged theme) are
 * checked by the API on the merged result, with the texts below.
 */

export const RESTAURANT_SETTINGS_MESSAGES = {
  nameRequired: 'Restaurant name is required',
  publicPathSlash: "A public path starts with '/'",
  largePartyOrder: 'Large party "from" must not be more than "to"',
  untilNeedsDate: "Promotion status 'until' needs the date and time it ends",
  bulkEndBeforeStart: 'The end date must not be before the start date',
  bulkTooLong: 'A date range may span at most 366 days',
  specialHoursKey: 'Special hours are keyed by calendar day as YYYY-MM-DD',
  bulkHoursRequired: 'Opening and closing hours are required unless the days are closed',
} as const;

/** DELETE /restaurants/{id} refused (RESTAURANT_HAS_UPCOMING): the spec's text with the count. */
export const restaurantHasUpcomingMessage = (count: number) =>
  `This restaurant has ${count} upcoming reservations. Move or cancel them first.`;

/** Bulk special hours: the most days one request may cover (end − start). */
export const BULK_SPECIAL_HOURS_MAX_DAYS = 366;

const hour = z.number().int().min(0).max(23);

/** Optional text: trimmed; an empty text clears the field (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

const ZRestaurantName = z
  .string({ error: RESTAURANT_SETTINGS_MESSAGES.nameRequired })
  .trim()
  .min(1, { message: RESTAURANT_SETTINGS_MESSAGES.nameRequired })
  .max(200);

/** publicPath: trimmed, beginning with '/'; empty or null clears it. */
const ZPublicPath = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || v.startsWith('/'), { message: RESTAURANT_SETTINGS_MESSAGES.publicPathSlash })
  .nullable()
  .transform((v) => (v === '' ? null : v));

/** publicOrigin: scheme and host (as hubs compare them), or null to clear it; empty clears it too. */
const ZPublicOrigin = z
  .union([z.literal(''), ZOrigin])
  .nullable()
  .transform((v) => (v === '' ? null : v));

/** The colour keys of brandColors (the other two, hubTitle and hubDescription, are text). */
export const BRAND_COLOR_KEYS = [
  'primary',
  'secondary',
  'background',
  'headerBackground',
  'headingTextColor',
  'subheadingTextColor',
  'floorplanBg',
  'hubHeadingTextColor',
  'hubSubheadingTextColor',
] as const;

/**
 * brandColors in a PATCH: merged key by key into the stored ones (a key left out keeps its value, `null`
 * removes it). Colours must be hex, rgb() or hsl().
 */
export const ZBrandColorsPatch = z
  .object({
    primary: ZCssColor.nullable(),
    secondary: ZCssColor.nullable(),
    background: ZCssColor.nullable(),
    headerBackground: ZCssColor.nullable(),
    headingTextColor: ZCssColor.nullable(),
    subheadingTextColor: ZCssColor.nullable(),
    floorplanBg: ZCssColor.nullable(),
    hubHeadingTextColor: ZCssColor.nullable(),
    hubSubheadingTextColor: ZCssColor.nullable(),
    hubTitle: z.string().trim().max(200).nullable(),
    hubDescription: z.string().trim().max(2000).nullable(),
  })
  .partial()
  .strict();
export type TBrandColorsPatch = z.infer<typeof ZBrandColorsPatch>;

/**
 * specialPromotions (guest spec §4): 'until' needs inactiveUntil; choosing active or inactive clears it (the API
 * stores null whatever was sent with them).
 */
export const ZSpecialPromotionsPatch = z
  .object({
    status: z.enum(PROMOTION_STATUSES),
    inactiveUntil: zDateTime().nullable().optional(),
  })
  .strict()
  .refine((p) => p.status !== 'until' || !!p.inactiveUntil, {
    message: RESTAURANT_SETTINGS_MESSAGES.untilNeedsDate,
    path: ['inactiveUntil'],
  });
export type TSpecialPromotionsPatch = z.infer<typeof ZSpecialPromotionsPatch>;

/** specialHours in a PATCH: the whole map is replaced. Keys are real calendar days. */
export const ZSpecialHoursPatch = z.record(ZDayKey, ZSpecialHoursEntry, {
  // A key is the client's own text: the answer names the rule, not the key.
  error: (issue) => (issue.code === 'invalid_key' ? RESTAURANT_SETTINGS_MESSAGES.specialHoursKey : undefined),
});

/**
 * PATCH /restaurants/{id} (guest spec §7.2): any subset of the settings; at least one. Scalars replace theirs;
 * theme, floorplan and brandColors merge into the stored documents; specialHours replaces the whole map.
 * One transaction: a refused change changes nothing. Answers the full restaurant (ZRestaurant).
 */
export const ZRestaurantPatch = z
  .object({
    name: ZRestaurantName,
    openHour: hour,
    closeHour: hour,
    intervalMin: z.number().int().min(5).max(240),
    defaultDurationMin: z.number().int().min(15).max(360),
    bufferMin: z.number().int().min(0).max(120),
    noShowGraceMin: z.number().int().min(0).max(120),
    theme: ZThemePatch,
    specialHours: ZSpecialHoursPatch,
    address: optionalText(500),
    coverImage: optionalText(90_000),
    description: optionalText(5000),
    descriptionHr: optionalText(5000),
    descriptionEn: optionalText(5000),
    brandColors: ZBrandColorsPatch,
    hubLogo: optionalText(90_000),
    floorplan: ZFloorplanPatch,
    specialPromotions: ZSpecialPromotionsPatch,
    publicOrigin: ZPublicOrigin,
    publicPath: ZPublicPath,
    // The service rules (issue 24 §1): each replaced whole; null clears it (the restaurant behaves as before).
    weeklyHours: ZWeeklyHours.nullable(),
    turnTimes: ZTurnTimeSteps.nullable(),
    pacing: ZPacing.nullable(),
    bookingWindow: ZBookingWindow.nullable(),
  })
  .partial()
  .strict();
export type TRestaurantPatch = z.infer<typeof ZRestaurantPatch>;
/** What a client sends (before trimming and the empty → null of optional texts). */
export type TRestaurantPatchInput = z.input<typeof ZRestaurantPatch>;
/** The top-level fields a PATCH may carry. */
export const RESTAURANT_PATCH_FIELDS = Object.keys(ZRestaurantPatch.shape) as (keyof TRestaurantPatch)[];

/** POST /restaurants (superadmin): a new restaurant on the §9 defaults. Answers 201 with the restaurant. */
export const ZCreateRestaurant = z
  .object({
    name: ZRestaurantName,
    address: optionalText(500).optional(),
    publicOrigin: ZPublicOrigin.optional(),
    publicPath: ZPublicPath.optional(),
  })
  .strict();
export type TCreateRestaurant = z.infer<typeof ZCreateRestaurant>;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * POST /restaurants/{id}/special-hours/bulk: `add` sets every day from startDate to endDate (inclusive) to
 * closed, or to the given hours; `remove` deletes those days' entries. At most 366 days apart.
 */
export const ZBulkSpecialHours = z
  .object({
    action: z.enum(['add', 'remove']),
    startDate: ZDayKey,
    endDate: ZDayKey,
    closed: z.boolean().optional(),
    openHour: hour.optional(),
    closeHour: hour.optional(),
  })
  .strict()
  .refine((b) => b.endDate >= b.startDate, {
    message: RESTAURANT_SETTINGS_MESSAGES.bulkEndBeforeStart,
    path: ['endDate'],
  })
  .refine((b) => dayNumber(b.endDate) - dayNumber(b.startDate) <= BULK_SPECIAL_HOURS_MAX_DAYS, {
    message: RESTAURANT_SETTINGS_MESSAGES.bulkTooLong,
    path: ['endDate'],
  })
  .refine(
    (b) =>
      b.action === 'remove' || b.closed === true || (b.openHour !== undefined && b.closeHour !== undefined),
    { message: RESTAURANT_SETTINGS_MESSAGES.bulkHoursRequired, path: ['openHour'] },
  );
export type TBulkSpecialHours = z.infer<typeof ZBulkSpecialHours>;
