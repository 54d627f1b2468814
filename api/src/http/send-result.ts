import type { Response } from 'express';

/** Handlers either answer themselves (cookies, status codes) or return the JSON body; nothing = 204. */
export function sendResult(res: Response, result: unknown): void {
  if (res.headersSent) return;
  if (result === undefined) res.status(204).end();
  else res.json(result);
}
