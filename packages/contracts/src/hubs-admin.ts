import * as z from './z';
import { ZBrandColors } from './restaurant';

// PROVISIONAL (ui-restaurant-sections): GET/PATCH /admin/hubs as the api-preview brief describes them; that
// branch's file replaces this one.

/** A hub restaurant's back-office status (guest spec §4 'Hub view (back office)'). */
export const HUB_ADMIN_STATUSES = ['active', 'inactive', 'coming_soon'] as const;
export type THubAdminStatus = (typeof HUB_ADMIN_STATUSES)[number];

export const ZAdminHub = z.object({
  origin: z.string(),
  restaurants: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      publicPath: z.string().nullable(),
      status: z.enum(HUB_ADMIN_STATUSES),
    }),
  ),
  brandColors: ZBrandColors,
  hubLogo: z.string().nullable(),
});
export type TAdminHub = z.infer<typeof ZAdminHub>;

/** GET /admin/hubs (superadmin). */
export const ZAdminHubsResponse = z.object({ hubs: z.array(ZAdminHub) });
export type TAdminHubsResponse = z.infer<typeof ZAdminHubsResponse>;

/** PATCH /admin/hubs (superadmin): stored on every restaurant of the hub. */
export const ZAdminHubPatch = z
  .object({
    origin: z.string().min(1),
    brandColors: ZBrandColors.pick({
      hubTitle: true,
      hubDescription: true,
      hubHeadingTextColor: true,
      hubSubheadingTextColor: true,
      headerBackground: true,
    }),
    hubLogo: z.string().max(2000).nullable().optional(),
  })
  .strict();
export type TAdminHubPatch = z.infer<typeof ZAdminHubPatch>;
