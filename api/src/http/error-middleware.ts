import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { DatabaseOutage } from '../db/database-outage';
import { AppError } from './app-error';
import { mapError } from './error-mapper';
import { sendErrorAnswer } from './i18n/localize-error';

/** Unknown paths answer the same JSON error shape as everything else. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `Route not found: ${req.method} ${req.path}`));
};

/**
 * Every error answer: mapped (error-mapper.ts), then in the caller's language (i18n/). A 5xx is logged with its
 * stack, except the 503s of a database outage: those are logged once per outage (db/database-outage.ts).
 */
export const errorMiddleware =
  (outage: Pick<DatabaseOutage, 'failed'>): ErrorRequestHandler =>
  (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const { status, body } = mapError(err);
    if (status >= 500 && !outage.failed(err)) req.log?.error({ err }, 'request failed');
    sendErrorAnswer(req, res, status, body);
  };
