import * as z from './z';

/**
 * The change history of a restaurant (issue 20 §4): who changed what, when, before → after. Settings,
 * promotions, hub customisations and user changes that touch the restaurant are recorded in the same
 * transaction as the change. Secrets and template bodies are summarised (see api history.service), and a
 * password never appears: only that it changed.
 */
export const HISTORY_KINDS = [
  'restaurant_created',
  'settings',
  'special_hours',
  'promotion',
  'hub',
  'user_created',
  'user_updated',
  'user_deleted',
  'user_invited',
] as const;
export type THistoryKind = (typeof HISTORY_KINDS)[number];

export const ZFieldChange = z.object({
  /** Dotted path of the setting, e.g. `openHour`, `theme.featureFlags.enableOtp`, `specialHours.2026-12-24`. */
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TFieldChange = z.infer<typeof ZFieldChange>;

export const ZHistoryEntry = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  /** The email of who made the change (kept when that user is later deleted). */
  actorEmail: z.string(),
  kind: z.enum(HISTORY_KINDS),
  /** What the change was about when it is not the restaurant itself, e.g. the email of a changed user. */
  target: z.string().nullable(),
  changes: z.array(ZFieldChange),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/** GET /restaurants/{id}/history → newest first. */
export const ZHistoryResponse = z.object({ entries: z.array(ZHistoryEntry) });
export type THistoryResponse = z.infer<typeof ZHistoryResponse>;
