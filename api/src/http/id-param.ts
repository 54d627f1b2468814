import type { Request } from 'express';
import { z } from 'zod';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The `:id` path parameter of a route, as a positive integer (anything else is a 400). */
export const idParam = (req: Request): number => ZIdParams.parse(req.params).id;
