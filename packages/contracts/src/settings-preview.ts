import * as z from './z';

/**
 * POST /restaurants/{id}/preview (issue 20 §4): what a settings change (the PATCH body) or a bulk holiday
 * (`{ bulk: … }`) would do, before it is saved. Nothing is changed. `affected` names the upcoming confirmed
 * reservations and pending large-party requests that fit today's hours but would not fit the new ones (or
 * that fall on a day the change closes); `days` lists, per Zagreb day the change touches, the slot starts it
 * opens and closes. Saving keeps those bookings: the host resolves them.
 */
export const PREVIEW_AFFECTED_KINDS = ['reservation', 'large_party'] as const;
/**
 * Why a booking is named: the day closes, its start..end no longer fits the day's new hours (services), or its
 * slot's covers pass the new pacing (issue 24 §2).
 */
export const PREVIEW_REASONS = ['closed_day', 'outside_hours', 'over_pacing'] as const;

export const ZPreviewAffected = z.object({
  kind: z.enum(PREVIEW_AFFECTED_KINDS),
  /** The reservation's or the large-party request's id. */
  id: z.number().int(),
  /** ISO 8601 UTC. */
  start: z.string(),
  /** Its Zagreb calendar day, YYYY-MM-DD (the `days` entry it belongs to). */
  date: z.string(),
  /** The main table's number; null for a large-party request (no table yet). */
  tableNumber: z.number().int().nullable(),
  guests: z.number().int(),
  /** The guest's name (for staff). */
  name: z.string(),
  reason: z.enum(PREVIEW_REASONS),
});
export type TPreviewAffected = z.infer<typeof ZPreviewAffected>;

export const ZPreviewDay = z.object({
  /** Zagreb calendar day, YYYY-MM-DD. */
  date: z.string(),
  /** Whether the day is closed under the new settings. */
  closed: z.boolean(),
  /** Whether the change closes a day that is open today. */
  newlyClosed: z.boolean(),
  /** Slot starts (HH:mm, Zagreb) the change adds and removes, in time order. */
  opens: z.array(z.string()),
  closes: z.array(z.string()),
});
export type TPreviewDay = z.infer<typeof ZPreviewDay>;

export const ZSettingsPreview = z.object({
  /** By start. */
  affected: z.array(ZPreviewAffected),
  /** By date: only days where a slot opens or closes or a booking is affected. */
  days: z.array(ZPreviewDay),
});
export type TSettingsPreview = z.infer<typeof ZSettingsPreview>;
