import { emptyToUndefined, ZId } from '@stol/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { parseOrFail } from './parse-body';

const ZRestaurantQuery = z.object({ restaurantId: z.preprocess(emptyToUndefined, ZId.optional()) });

/**
 * The restaurant a list request narrows to with `?restaurantId=` (an empty value = none), for a route's
 * access locator: the route checks it against the caller's tenant scope; null = the caller's whole scope.
 */
export const queryRestaurantId = (req: Request): number | null =>
  parseOrFail(ZRestaurantQuery, req.query).restaurantId ?? null;
