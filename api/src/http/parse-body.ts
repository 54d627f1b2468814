import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses a request part with a contract schema; a failure is a 400 whose `error` is the first issue's message
 * (the spec's text, where the schema carries one) and whose `details` are all the issues.
 */
export function parseOrFail<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message, parsed.error.issues);
}
