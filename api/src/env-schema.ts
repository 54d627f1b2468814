import { z } from 'zod';

/** An optional environment variable: blank counts as unset. Shared by the configuration modules. */
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
