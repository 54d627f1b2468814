import * as z from './z';

export const ZStats = z.object({
  reservationsToday: z.number().int(),
  reservationsThisWeek: z.number().int(),
});
export type TStats = z.infer<typeof ZStats>;

export const ZRestaurantStats = z.object({
  restaurants: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      reservationsToday: z.number().int(),
      reservationsThisWeek: z.number().int(),
    }),
  ),
});
export type TRestaurantStats = z.infer<typeof ZRestaurantStats>;
