import { ZId } from '@stol/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { parseOrFail } from './parse-body';

const ZIdParams = z.object({ id: ZId });

/** The `:id` path parameter of a route: plain decimal digits, 1 … 2147483647 (anything else is a 400). */
export const idParam = (req: Request): number => parseOrFail(ZIdParams, req.params).id;
