import { NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ERROR_CODES, TABLE_MESSAGES, type TErrorBody, type TErrorCode } from '@stol/contracts';
import { ZodError } from 'zod';
import { ReservationConflictError } from '../modules/reservations/reservation-conflict';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';
import { API_MESSAGES } from './i18n/catalogue';
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
  // A CHECK constraint (e.g. the floor-plan limits of tables) refused a value the request carried.
  if (state === '23514') return body('VALIDATION_FAILED');
  // A row the request refers to was deleted meanwhile (e.g. a reservation or restaurant). Tables are only
  // soft-deleted: a booking racing a table's deletion gets the 404 of occupancy.writer instead.
  if (state === '23503') return body('CONFLICT', API_MESSAGES.removedMeanwhile);
  if (state === '23505' || err instanceof UniqueConstraintViolationException) {
    return tableNumberTaken(err) ?? body('CONFLICT');
  }
  return requestParsingError(err) ?? body('INTERNAL');
}

/**
 * The unique (restaurant_id, number) index of live tables (partial: `where deleted_at is null`, same name as the
 * constraint it replaced): a 409 that names the number (PostgreSQL's detail names the index's columns).
 */
function tableNumberTaken(err: unknown): MappedError | null {
  const e = err as { constraint?: unknown; detail?: unknown; cause?: unknown };
  const found = [e, e.cause as typeof e | undefined].find((x) => x?.constraint === TABLE_NUMBER_UNIQUE);
  if (!found) return null;
  const number = /\(restaurant_id, number\)=\(\d+, (\d+)\)/.exec(String(found.detail ?? ''))?.[1];
  return body('TABLE_NUMBER_TAKEN', number ? TABLE_MESSAGES.numberTaken(Number(number)) : undefined);
}
const TABLE_NUMBER_UNIQUE = 'tables_restaurant_id_number_unique';

const PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': API_MESSAGES.malformedJson,
  'encoding.unsupported': API_MESSAGES.unsupportedEncoding,
  'charset.unsupported': API_MESSAGES.unsupportedCharset,
  'request.aborted': API_MESSAGES.bodyCutOff,
  'request.size.invalid': API_MESSAGES.bodyLengthMismatch,
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
  if (err instanceof URIError) return body('VALIDATION_FAILED', API_MESSAGES.malformedPercentEncoding);
  return body('VALIDATION_FAILED', message ?? API_MESSAGES.unreadableBody);
}
