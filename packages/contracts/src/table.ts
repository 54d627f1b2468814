import { z } from 'zod';

export const TABLE_STATUSES = ['available', 'reserved', 'maintenance'] as const;
export const ZTableStatus = z.enum(TABLE_STATUSES);

export const ZTable = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  number: z.number().int(),
  seats: z.number().int().min(1),
  x: z.number(),
  y: z.number(),
  width: z.number().min(10).max(300),
  height: z.number().min(10).max(300),
  status: ZTableStatus,
  clearedUntil: z.string().nullable(),
});
export type TTable = z.infer<typeof ZTable>;
