import type { TErrorBody } from '@stol/contracts';
import type { Request, Response } from 'express';
import type { AppDeps } from '../../deps';
import { AppError } from '../app-error';
import { mapError } from '../error-mapper';
import { sendErrorAnswer } from '../i18n/localize-error';
import { sendResult } from '../send-result';
import { bodyFingerprint, readIdempotencyKey } from './idempotency-key';
import { claimKey, completeKey, releaseKey, type KeyedRequest, type StoredAnswer } from './idempotency-store';

const isErrorBody = (body: unknown): body is TErrorBody =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';

/**
 * Which answers a key remembers, following the IETF draft and Stripe: a retry gets the result of the completed
 * operation, success or error; but a 400 (the request was refused as invalid before anything ran, so the client
 * may correct it and retry under the same key, as Stripe allows) and any 5xx (a failure of ours: the retry
 * should run again) release the key instead.
 */
export const remembers = (status: number): boolean => status !== 400 && status < 500;

/** Sends a JSON body, or no body for a 204 / a handler that returned nothing (stored as null). */
function send(res: Response, answer: StoredAnswer, json: Response['json']): void {
  if (answer.status === 204 || answer.body === null) res.status(answer.status).end();
  else json.call(res, answer.body);
}

/**
 * Runs an `idempotent: true` route. Without an Idempotency-Key header it simply runs. With one: the first
 * request claims the key and its answer is stored before it is sent (so an immediate retry already finds it);
 * the identical request later gets that answer again with `Idempotent-Replayed: true`; the same key with
 * another request → 422, while the first still runs → 409. `client` is the key's scope (see idempotency-store).
 * Idempotent handlers answer JSON (a returned body or res.json); headers they set are not replayed.
 */
export async function answerIdempotently(
  req: Request,
  res: Response,
  deps: AppDeps,
  client: string,
  run: () => Promise<unknown>,
): Promise<void> {
  const key = readIdempotencyKey(req);
  if (key === null) return sendResult(res, await run());
  const json = res.json;

  const em = deps.orm.em.fork();
  const request: KeyedRequest = {
    client,
    key,
    method: req.method,
    path: req.originalUrl,
    fingerprint: bodyFingerprint(req.body),
  };
  const claim = await claimKey(em, request, deps.clock.now());
  if (claim.kind === 'reused') throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (claim.kind === 'in_progress') {
    res.setHeader('Retry-After', '1');
    throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
  }
  if (claim.kind === 'replay') {
    res.setHeader('Idempotent-Replayed', 'true');
    // A remembered error answers in the language of the retry, like a fresh one.
    if (claim.answer.status >= 400 && isErrorBody(claim.answer.body)) {
      sendErrorAnswer(req, res, claim.answer.status, claim.answer.body);
      return;
    }
    res.status(claim.answer.status);
    send(res, claim.answer, json);
    return;
  }

  // Hold back what the handler answers with res.json until the key has it.
  let held: StoredAnswer | undefined;
  res.json = function holdJson(this: Response, body: unknown) {
    held = { status: this.statusCode, body };
    return this;
  };
  let answer: StoredAnswer;
  try {
    const result = await run();
    answer = held ?? { status: result === undefined ? 204 : res.statusCode, body: result ?? null };
  } catch (err) {
    const { status, body } = mapError(err);
    if (remembers(status)) await completeKey(em, request, claim.owner, { status, body });
    else await releaseKey(em, request, claim.owner);
    throw err; // the error middleware answers the same mapped body
  } finally {
    res.json = json;
  }
  if (res.headersSent) {
    // The handler answered some other way (not JSON): nothing to replay, so let a retry run again.
    await releaseKey(em, request, claim.owner);
    return;
  }
  if (remembers(answer.status)) await completeKey(em, request, claim.owner, answer);
  else await releaseKey(em, request, claim.owner);
  res.status(answer.status);
  send(res, answer, json);
}
