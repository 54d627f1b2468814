import { NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ERROR_CODES, type TErrorBody, type TErrorCode } from '@stol/contracts';
import { ZodError } from 'zod';
import { ReservationConflictError } from '../modules/reservations/reservation-conflict';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';
import { publicIssues, validationMessage } from './validation-message';

export interface MappedError {
  status: number;
  /** The error body; an overlap adds its `conflicts`. */
  body: TErrorBody & { conflicts?: unknown[] };
}

const body = (code: TErrorCode, error?: string, details?: unknown): MappedError => ({
  status: ERROR_CODES[code].status,
  body:
    details === undefined
      ? { error: error ?? ERROR_CODES[code].message, code }
      : { error: error ?? ERROR_CODES[code].message, code, details },
});

/** SQLSTATE of a database error, whether wrapped by MikroORM (DriverException.code) or raw from pg. */
function sqlState(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; sqlState?: unknown; cause?: unknown };
  if (typeof e.sqlState === 'string') return e.sqlState;
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return e.cause && e.cause !== err ? sqlState(e.cause) : undefined;
}

/**
 * The one place where failures become HTTP answers: domain errors, validation, database conflicts.
 * Anything unknown is a 500 without internals (the middleware logs it).
 */
export function mapError(err: unknown): MappedError {
  if (err instanceof ReservationConflictError) {
    return { status: 409, body: { error: err.message, code: err.code, conflicts: err.conflicts } };
  }
  if (err instanceof AppError) return body(err.code, err.message, err.details);
  if (err instanceof ZodError) {
    const first = err.issues[0];
    return body('VALIDATION_FAILED', first && validationMessage(first), publicIssues(err.issues));
  }
  if (err instanceof NotFoundError) return body('NOT_FOUND');
  if (isDatabaseUnavailable(err)) return body('DATABASE_UNAVAILABLE');
  const state = sqlState(err);
  if (state === '23P01') return body('RESERVATION_OVERLAP');
  if (state === '23505' || err instanceof UniqueConstraintViolationException) return body('CONFLICT');
  return requestParsingError(err) ?? body('INTERNAL');
}

const PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'encoding.unsupported': 'Unsupported Content-Encoding: send the body uncompressed, gzip, deflate or br',
  'charset.unsupported': 'Unsupported charset: send JSON as UTF-8',
  'request.aborted': 'The request body was cut off',
  'request.size.invalid': 'The request body is shorter or longer than its Content-Length',
};

/**
 * Errors raised before a route runs (Express decoding the path, body-parser reading the body) already carry
 * the HTTP status of the client's mistake (400 bad percent-encoding or JSON, 413 too large, 415 charset or
 * Content-Encoding): answer that status, in our shape, with words of our own.
 */
function requestParsingError(err: unknown): MappedError | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { status?: unknown; statusCode?: unknown; type?: unknown };
  const status = typeof e.status === 'number' ? e.status : e.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 413) return body('PAYLOAD_TOO_LARGE');
  const message = typeof e.type === 'string' ? PARSER_MESSAGES[e.type] : undefined;
  if (status === 415) return body('UNSUPPORTED_MEDIA_TYPE', message);
  if (err instanceof URIError) return body('VALIDATION_FAILED', 'Malformed percent-encoding in the URL');
  return body(
    'VALIDATION_FAILED',
    message ?? 'The request body could not be read: malformed or wrongly encoded',
  );
}
