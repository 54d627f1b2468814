import type { Request } from 'express';
import { z } from 'zod';

const ZRestaurantQuery = z.object({
  restaurantId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
});

/**
 * The restaurant a list request narrows to with `?restaurantId=` (an empty value = none), for a route's
 * access locator: the route checks it against the caller's tenant scope; null = the caller's whole scope.
 */
export const queryRestaurantId = (req: Request): number | null =>
  ZRestaurantQuery.parse(req.query).restaurantId ?? null;
