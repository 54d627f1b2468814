import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from './redact-url';
import { requestId } from './request-id';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (X-Request-Id). */
    id: string;
    /** A logger bound to this request (its id, method and URL), made on first use. */
    log: Logger;
  }
}

/**
 * What a request's log lines say about it: never headers, and the URL without its tokens (redact-url.ts), so
 * credentials cannot reach the logs.
 */
const requestBindings = (req: Request) => ({
  req: {
    id: req.id,
    method: req.method,
    url: redactUrl(req.originalUrl),
    remoteAddress: req.socket.remoteAddress,
  },
});

const CHILD = Symbol('request logger');

/**
 * Gives each request its id and a logger, and logs each answer at info ('request completed', its status and
 * time). In place of pino-http, which binds a serialised copy of the request to a child logger on every
 * request, logged or not: on the busiest public reads that was a tenth of the API's time (api/bench,
 * scenario c-cold). Here a request's logger is made only once something logs through it (a getter on the
 * app's request prototype), and the completion line is written only while info is enabled.
 */
export function useRequestLogger(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request & { [CHILD]?: Logger }) {
      return (this[CHILD] ??= logger.child(requestBindings(this)));
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    req.id = requestId(req, res);
    if (logger.isLevelEnabled('info')) {
      const started = performance.now();
      res.once('finish', () => {
        req.log.info(
          { res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) },
          'request completed',
        );
      });
    }
    next();
  });
}
