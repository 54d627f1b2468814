import { ZBulkSpecialHours, ZRestaurantPatch } from '@stol/contracts';
import type { z } from 'zod';

/**
 * The body of POST /restaurants/{id}/preview (issue 20 §4): the PATCH body, and/or `bulk` (a bulk special-hours
 * body). Parsed with the same schemas as the routes that save, so a preview refuses exactly what a save would;
 * the preview itself reads only the hour fields (hours-after.ts).
 */
export const ZPreviewBody = ZRestaurantPatch.extend({ bulk: ZBulkSpecialHours.optional() });
export type TPreviewBody = z.infer<typeof ZPreviewBody>;
