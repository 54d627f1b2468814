import { NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ERROR_CODES, type TErrorBody, type TErrorCode } from '@stol/contracts';
import { ZodError } from 'zod';
import { ReservationConflictError } from '../modules/reservations/reservation-conflict';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';

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
  if (err instanceof ZodError) return body('VALIDATION_FAILED', undefined, err.issues);
  if (err instanceof NotFoundError) return body('NOT_FOUND');
  if (isDatabaseUnavailable(err)) return body('DATABASE_UNAVAILABLE');
  const state = sqlState(err);
  if (state === '23P01') return body('RESERVATION_OVERLAP');
  if (state === '23505' || err instanceof UniqueConstraintViolationException) return body('CONFLICT');
  // body-parser failures carry a `type` and an HTTP status of their own.
  const typed = err as { type?: unknown; status?: unknown } | null;
  if (typed && typed.type === 'entity.parse.failed') return body('VALIDATION_FAILED', 'Malformed JSON body');
  if (typed && typed.type === 'entity.too.large') return body('PAYLOAD_TOO_LARGE');
  return body('INTERNAL');
}
