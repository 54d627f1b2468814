import * as z from './z';
import { ZBrandColors } from './restaurant';

/**
 * Public host resolution and hub lists (guest spec §2.1, §2.4, §4, §7.1; issue 12 §2). A hub exists when more
 * than one restaurant shares a public origin (compared trimmed and lower-cased, without a trailing slash); a
 * restaurant without an origin of its own is reached at the site's default origin (PUBLIC_SITE_URL).
 */

/** A public origin: scheme and host (restaurant settings reuse it for publicOrigin). */
export const ZOrigin = z
  .string({ error: 'origin is required' })
  .trim()
  .min(1, 'origin is required')
  .max(500)
  .regex(/^https?:\/\/[^/\s]+\/?$/i, 'origin must be a scheme and host, e.g. https://stol.example');

/** GET /public/hub-check?origin → ZHubCheckResponse. */
export const ZHubCheckQuery = z.object({ origin: ZOrigin });
export const ZHubCheckResponse = z.object({
  isHub: z.boolean(),
  /** The origin's only restaurant (null for a hub, or an origin nobody uses). */
  restaurantId: z.number().int().nullable(),
});
export type THubCheckResponse = z.infer<typeof ZHubCheckResponse>;

/** GET /public/resolve?origin&path → { id }: the restaurant whose public path the path is (or starts with). */
export const ZResolveQuery = z.object({ origin: ZOrigin, path: z.string().trim().max(1000) });
export const ZResolveResponse = z.object({ id: z.number().int() });

/** A hub card's status (guest spec §4). */
export const HUB_CARD_STATUSES = ['active', 'inactive', 'inactive_until', 'coming_soon'] as const;
export type THubCardStatus = (typeof HUB_CARD_STATUSES)[number];

export const ZHubCard = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  coverImage: z.string().nullable(),
  description: z.string().nullable(),
  descriptionHr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  publicPath: z.string().nullable(),
  status: z.enum(HUB_CARD_STATUSES),
  /** ISO 8601, set with 'inactive_until'. */
  inactiveUntil: z.string().nullable(),
  brandColors: ZBrandColors,
  hubLogo: z.string().nullable(),
});
export type THubCard = z.infer<typeof ZHubCard>;

/** GET /public/list?origin → the origin's restaurants, by name. */
export const ZHubListQuery = z.object({ origin: ZOrigin });
export const ZHubListResponse = z.object({ restaurants: z.array(ZHubCard) });
export type THubListResponse = z.infer<typeof ZHubListResponse>;

export const HUB_MESSAGES = { notFound: 'No restaurant at this address' } as const;
