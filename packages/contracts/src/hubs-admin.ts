import * as z from './z';
import { ZOrigin } from './hubs';
import { ZBrandColorsPatch } from './restaurant-settings';

/**
 * Hub management in the back office (guest spec §2.13, §4; issue 20 §5), superadmin only. A hub is an origin
 * that more than one restaurant is served at (the public hub page's rule: origins compared trimmed and
 * lower-cased; a restaurant without an origin of its own is served at the site's default origin).
 */

/** A restaurant's status in the hub view (guest spec §4 'Hub view (back office)'). */
export const HUB_ADMIN_STATUSES = ['active', 'inactive', 'coming_soon'] as const;
export type THubAdminStatus = (typeof HUB_ADMIN_STATUSES)[number];

/** The hub's look, kept on each of its restaurants (brandColors). */
export const ZHubBrandColors = z.object({
  hubTitle: z.string().max(200).optional(),
  hubDescription: z.string().max(2000).optional(),
  hubHeadingTextColor: z.string().optional(),
  hubSubheadingTextColor: z.string().optional(),
  headerBackground: z.string().optional(),
});
export type THubBrandColors = z.infer<typeof ZHubBrandColors>;

export const ZAdminHub = z.object({
  /** The origin as compared (trimmed, lower-cased, no trailing slash). */
  origin: z.string(),
  /** By name. */
  restaurants: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      publicPath: z.string().nullable(),
      status: z.enum(HUB_ADMIN_STATUSES),
    }),
  ),
  /** From the hub's first restaurant (by name), as the public hub page shows it. */
  brandColors: ZHubBrandColors,
  hubLogo: z.string().nullable(),
});
export type TAdminHub = z.infer<typeof ZAdminHub>;

/** GET /admin/hubs → the hubs, by origin. */
export const ZAdminHubsResponse = z.object({ hubs: z.array(ZAdminHub) });
export type TAdminHubsResponse = z.infer<typeof ZAdminHubsResponse>;

/**
 * PATCH /admin/hubs: the hub's title, description, heading colours, header background and logo, stored on
 * every restaurant of the hub in one transaction. A field left out keeps its value; hubLogo null removes it.
 * Answers the hub as GET /admin/hubs lists it (ZAdminHub); 404 when the origin is not a hub.
 */
export const ZHubCustomize = z
  .object({
    origin: ZOrigin,
    /** Colours hex, rgb() or hsl(); `null` removes the key (the public page then uses its default). */
    brandColors: ZBrandColorsPatch.pick({
      hubTitle: true,
      hubDescription: true,
      hubHeadingTextColor: true,
      hubSubheadingTextColor: true,
      headerBackground: true,
    }),
    /** An image URL or data URL; null removes it. */
    hubLogo: z.string().trim().max(90_000).nullable().optional(),
  })
  .strict();
export type THubCustomize = z.infer<typeof ZHubCustomize>;

export const HUB_ADMIN_MESSAGES = { notFound: 'No hub at this origin' } as const;
