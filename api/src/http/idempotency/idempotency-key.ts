import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { AppError } from '../app-error';
import { API_MESSAGES } from '../i18n/catalogue';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 1-255 printable ASCII characters (space to tilde): the draft's advice to publish and enforce one format. */
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;

/** The request's Idempotency-Key, null when none was sent, a 400 when it is malformed. */
export function readIdempotencyKey(req: Request): string | null {
  const raw = req.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return null;
  if (!VALID_KEY.test(raw)) {
    throw new AppError('VALIDATION_FAILED', API_MESSAGES.idempotencyKeyFormat);
  }
  return raw;
}

/** JSON with object keys sorted at every depth, so that the same data always has the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

/**
 * sha256 of the canonical body: the same data sent with other key order or whitespace is the same request,
 * any other value is a different one.
 */
export const bodyFingerprint = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');
