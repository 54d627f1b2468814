import * as z from './z';
import { CHAIR } from './floorplan';
import { LARGE_PARTY_MIN_DAYS_AHEAD } from './guest-constants';
import { ZBookingWindow, ZPacing, ZTurnTimeSteps, ZWeeklyHours } from './service-rules-schema';

const ZHour = z.number().int().min(0).max(23);
const ZDateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** specialHours: YYYY-MM-DD → closed, or opening hours for that date. */
export const ZSpecialHoursEntry = z.union([
  z.object({ closed: z.literal(true) }),
  z.object({ openHour: ZHour, closeHour: ZHour, closed: z.literal(false).optional() }),
]);
export type TSpecialHoursEntry = z.infer<typeof ZSpecialHoursEntry>;
export const ZSpecialHours = z.record(ZDateKey, ZSpecialHoursEntry);
export type TSpecialHours = z.infer<typeof ZSpecialHours>;

const ZColor = z.string().max(64);
export const ZBrandColors = z
  .object({
    primary: ZColor,
    secondary: ZColor,
    background: ZColor,
    headerBackground: ZColor,
    headingTextColor: ZColor,
    subheadingTextColor: ZColor,
    floorplanBg: ZColor,
    hubTitle: z.string().max(200),
    hubDescription: z.string().max(2000),
    hubHeadingTextColor: ZColor,
    hubSubheadingTextColor: ZColor,
  })
  .partial();
export type TBrandColors = z.infer<typeof ZBrandColors>;

export const ZCornerRadii = z.object({
  tl: z.number().min(0).max(100),
  tr: z.number().min(0).max(100),
  br: z.number().min(0).max(100),
  bl: z.number().min(0).max(100),
});

export const ZChair = z.union([
  z.object({
    shape: z.literal('circle').optional(),
    cx: z.number().optional(),
    cy: z.number().optional(),
    ocx: z.number().optional(),
    ocy: z.number().optional(),
    r: z.number().min(0),
  }),
  z.object({
    shape: z.literal('rect').optional(),
    x: z.number().optional(),
    y: z.number().optional(),
    ox: z.number().optional(),
    oy: z.number().optional(),
    width: z.number().min(4),
    height: z.number().min(4),
    radius: z.number().min(0).optional(),
  }),
]);

/** floorplan.largePartyMinDaysAhead: a whole number of days, 0 (no notice) to 60. */
export const LARGE_PARTY_MIN_DAYS_AHEAD_MAX = 60;
export const ZLargePartyMinDaysAhead = z.number().int().min(0).max(LARGE_PARTY_MIN_DAYS_AHEAD_MAX);

export const ZFloorplan = z
  .object({
    svgUrl: z.string().max(2000).nullable(),
    showGrid: z.boolean(),
    largePartyFrom: z.number().int().min(2),
    largePartyTo: z.number().int().min(2),
    /** The fewest Zagreb days ahead a large-party request may be for (issue 23 §5; default 5). */
    largePartyMinDaysAhead: ZLargePartyMinDaysAhead,
    tableStyles: z.record(z.string(), ZCornerRadii.partial()),
    chairOverrides: z.record(z.string(), z.array(ZChair).max(CHAIR.maxPerTable)),
  })
  .partial();
export type TFloorplan = z.infer<typeof ZFloorplan>;

/** A key of tableStyles / chairOverrides: a table id as decimal digits. */
const ZTableKey = z.string().regex(/^[1-9][0-9]{0,9}$/, 'Floor-plan entries are keyed by table id');

/**
 * PATCH /restaurants/{id} with `floorplan` (staff spec §7, guest spec §7.2): the given fields are merged into
 * the stored floor plan; tableStyles and chairOverrides merge per table id, and `null` for a table removes
 * its entry. Keys must be tables of the restaurant; chairs must lie within 60 of their table. svgUrl and
 * showGrid may be changed by superadmin and the restaurant's managers; styles and chairs by superadmin only.
 */
export const ZFloorplanPatch = z
  .object({
    svgUrl: z.string().max(2000).nullable(),
    showGrid: z.boolean(),
    largePartyFrom: z.number().int().min(2).max(20),
    largePartyTo: z.number().int().min(2).max(20),
    largePartyMinDaysAhead: ZLargePartyMinDaysAhead,
    tableStyles: z.record(ZTableKey, ZCornerRadii.partial().strict().nullable()),
    chairOverrides: z.record(ZTableKey, z.array(ZChair).max(CHAIR.maxPerTable).nullable()),
  })
  .partial()
  .strict();
export type TFloorplanPatch = z.infer<typeof ZFloorplanPatch>;

export const ZFeatureFlags = z
  .object({
    enableEmailReminders: z.boolean(),
    enableSmsReminders: z.boolean(),
    enableReviewRequests: z.boolean(),
    enableOtp: z.boolean(),
    enableEmailOtp: z.boolean(),
    enableSelfCancel: z.boolean(),
    selfCancelHours: z.number().int().min(1).max(168),
    enableEmailConfirmation: z.boolean(),
    enableSmsConfirmation: z.boolean(),
  })
  .partial()
  .refine((f) => !(f.enableOtp && f.enableEmailOtp), {
    message: 'Phone OTP and email OTP cannot both be enabled',
  });

export const ZNotificationSettings = z
  .object({
    emailFrom: z.string().max(200),
    smsFrom: z.string().max(50),
    emailSubject: z.string().max(300),
    emailTemplate: z.string().max(10000),
    smsTemplate: z.string().max(1000),
  })
  .partial();

export const ZTheme = z
  .object({ featureFlags: ZFeatureFlags, notifications: ZNotificationSettings })
  .partial()
  .passthrough();
export type TTheme = z.infer<typeof ZTheme>;

/**
 * PATCH /restaurants/{id} `theme` (issue 10): the given flags and notification settings are merged into the
 * stored ones (a key left out keeps its value); the merged theme is validated as a whole (e.g. phone and email
 * OTP cannot both be on).
 */
export const ZThemePatch = z
  .object({
    featureFlags: z
      .object({
        enableEmailReminders: z.boolean(),
        enableSmsReminders: z.boolean(),
        enableReviewRequests: z.boolean(),
        enableOtp: z.boolean(),
        enableEmailOtp: z.boolean(),
        enableSelfCancel: z.boolean(),
        selfCancelHours: z.number().int().min(1).max(168),
        enableEmailConfirmation: z.boolean(),
        enableSmsConfirmation: z.boolean(),
      })
      .partial()
      .strict(),
    notifications: z
      .object({
        emailFrom: z.string().max(200),
        smsFrom: z.string().max(50),
        emailSubject: z.string().max(300),
        emailTemplate: z.string().max(10000),
        smsTemplate: z.string().max(1000),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();
export type TThemePatch = z.infer<typeof ZThemePatch>;

export const PROMOTION_STATUSES = ['active', 'inactive', 'until'] as const;
export const ZSpecialPromotions = z.object({
  status: z.enum(PROMOTION_STATUSES),
  inactiveUntil: z.string().datetime({ offset: true }).nullable().optional(),
});
export type TSpecialPromotions = z.infer<typeof ZSpecialPromotions>;

/** Defaults when a restaurant leaves a setting empty (guest spec §9). */
export const RESTAURANT_DEFAULTS = {
  openHour: 11,
  closeHour: 21,
  intervalMin: 30,
  defaultDurationMin: 60,
  bufferMin: 0,
  noShowGraceMin: 15,
  selfCancelHours: 6,
  largePartyFrom: 7,
  largePartyTo: 20,
  largePartyCap: 20,
  largePartyMinDaysAhead: LARGE_PARTY_MIN_DAYS_AHEAD,
} as const;

export const ZRestaurant = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  coverImage: z.string().nullable(),
  description: z.string().nullable(),
  descriptionHr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  openHour: ZHour,
  closeHour: ZHour,
  intervalMin: z.number().int().min(5).max(240),
  defaultDurationMin: z.number().int().min(15).max(360),
  bufferMin: z.number().int().min(0).max(120),
  noShowGraceMin: z.number().int().min(0).max(120),
  createdAt: z.string(),
  publicOrigin: z.string().nullable(),
  publicPath: z.string().nullable(),
  specialHours: ZSpecialHours,
  specialPromotions: ZSpecialPromotions.nullable(),
  brandColors: ZBrandColors,
  hubLogo: z.string().nullable(),
  floorplan: ZFloorplan,
  theme: ZTheme,
  /**
   * The service rules (issue 24 §1; service-rules.ts): null or absent = not set. Optional so a restaurant read
   * before them (a cached answer, a test's fixture) still parses; the API always writes them.
   */
  weeklyHours: ZWeeklyHours.nullish(),
  turnTimes: ZTurnTimeSteps.nullish(),
  pacing: ZPacing.nullish(),
  bookingWindow: ZBookingWindow.nullish(),
});
export type TRestaurant = z.infer<typeof ZRestaurant>;

/**
 * GET /restaurants/{id} for anyone but the restaurant's own staff (the guest site, anonymous): what a guest's
 * screens show and book with. Not the notification settings (message templates, sender addresses), nor the
 * operational settings the guest site never reads (buffer, no-show grace); of the theme only the feature flags
 * (which verification the booking form asks for). The restaurant's staff get the whole ZRestaurant.
 */
export const ZPublicRestaurant = ZRestaurant.omit({
  bufferMin: true,
  noShowGraceMin: true,
  createdAt: true,
  theme: true,
}).extend({ theme: z.object({ featureFlags: ZFeatureFlags.optional() }) });
export type TPublicRestaurant = z.infer<typeof ZPublicRestaurant>;
/** GET /restaurants and GET /admin/restaurants/assigned. */
export const ZRestaurants = z.array(ZRestaurant);
