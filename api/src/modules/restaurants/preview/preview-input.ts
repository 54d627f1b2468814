import { ZDayKey, ZRestaurantPatch, ZSpecialHours, zWholeNumber } from '@stol/contracts';
import { z } from 'zod';

/*
 * TEMPORARY (issue 20 §4, until the settings PATCH schema lands from the api-restaurants branch): the body of
 * POST /restaurants/{id}/preview is the PATCH body, or `{ bulk: … }` (a bulk special-hours body). Here the
 * existing ZRestaurantPatch is extended with only the hour fields the preview reads, and `bulk` stands in for
 * ZBulkSpecialHours. At the merge this module becomes
 *   export const ZPreviewBody = ZRestaurantPatch.extend({ bulk: ZBulkSpecialHours.optional() });
 * and the rest of the preview keeps working on the fields of THourChange.
 */
const ZBulkStandIn = z
  .object({
    action: z.enum(['add', 'remove']),
    startDate: ZDayKey,
    endDate: ZDayKey,
    closed: z.boolean().optional(),
    openHour: zWholeNumber(0, 23).optional(),
    closeHour: zWholeNumber(0, 23).optional(),
  })
  .strict();

export const ZPreviewBody = ZRestaurantPatch.extend({
  openHour: zWholeNumber(0, 23).optional(),
  closeHour: zWholeNumber(0, 23).optional(),
  intervalMin: zWholeNumber(5, 240).optional(),
  defaultDurationMin: zWholeNumber(15, 360).optional(),
  specialHours: ZSpecialHours.optional(),
  bulk: ZBulkStandIn.optional(),
});
export type TPreviewBody = z.infer<typeof ZPreviewBody>;
