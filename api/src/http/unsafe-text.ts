import type { RequestHandler } from 'express';
import { AppError } from './app-error';

/**
 * Text PostgreSQL cannot store as given: a NUL character (the driver fails with a server error) or half of
 * a UTF-16 surrogate pair (silently replaced by U+FFFD, so the guest's name would be altered). Refused for
 * every route, before any route runs, in the JSON body, the query string and the path parameters, naming
 * the field. Deeply nested bodies are refused too: no request of the API needs more than a few levels.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 16;

type Finding = { path: string; problem: 'text' | 'depth' };

function findUnsafe(value: unknown, path: string, depth: number): Finding | null {
  if (typeof value === 'string') return UNSAFE.test(value) ? { path, problem: 'text' } : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return { path, problem: 'depth' };
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (UNSAFE.test(key)) return { path: childPath, problem: 'text' };
    const found = findUnsafe(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

export const rejectUnsafeText: RequestHandler = (req, _res, next) => {
  const found = findUnsafe(req.params, '', 0) ?? findUnsafe(req.query, '', 0) ?? findUnsafe(req.body, '', 0);
  if (!found) return next();
  const field = found.path || 'body';
  next(
    new AppError(
      'VALIDATION_FAILED',
      found.problem === 'text'
        ? `${field} contains a NUL character or invalid Unicode`
        : `The request body is nested too deeply (at ${field})`,
    ),
  );
};
