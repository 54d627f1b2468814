import * as z from './z';

// PROVISIONAL (ui-restaurants): the answer of POST /restaurants/{id}/preview as the api-preview branch announced
// it; that branch's file replaces this one.
export const ZSettingsPreview = z.object({
  affected: z.array(
    z.object({
      kind: z.string(),
      id: z.number().int(),
      start: z.string(),
      tableNumber: z.number().int().nullable(),
      guests: z.number().int(),
      name: z.string().nullable(),
    }),
  ),
  days: z.array(z.object({ date: z.string(), opens: z.array(z.string()), closes: z.array(z.string()) })),
});
export type TSettingsPreview = z.infer<typeof ZSettingsPreview>;
