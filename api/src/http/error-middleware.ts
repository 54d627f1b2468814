import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from './app-error';
import { mapError } from './error-mapper';
import { sendErrorAnswer } from './i18n/localize-error';

/** Unknown paths answer the same JSON error shape as everything else. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `Route not found: ${req.method} ${req.path}`));
};

/** Every error answer: mapped (error-mapper.ts), then in the caller's language (i18n/). */
export const errorMiddleware: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const { status, body } = mapError(err);
  if (status >= 500) req.log?.error({ err }, 'request failed');
  sendErrorAnswer(req, res, status, body);
};
