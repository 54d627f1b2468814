import type { z } from 'zod';
import { AppError } from './app-error';
import { publicIssues, validationErrorMap } from './validation-message';

/**
 * Parses a request part (body, query, path parameters) with a contract schema; a failure is a 400 whose
 * `error` is the first issue's message (the spec's text where the schema carries one, else words that name
 * the field) and whose `details` list every issue without the schema's internals.
 */
export function parseOrFail<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, { error: validationErrorMap });
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message, publicIssues(parsed.error.issues));
}
