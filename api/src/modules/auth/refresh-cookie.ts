import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../../config';
import { REFRESH_TOKEN_TTL_MS } from './refresh-tokens.service';

export const REFRESH_COOKIE = 'stol_refresh';

/**
 * Secure whenever the request came over https (`req.secure` follows Express's trust proxy setting, so a TLS
 * proxy's X-Forwarded-Proto counts only from a trusted proxy) and always in production, where plain http is
 * never the real path to the client.
 */
const baseOptions = (req: Request, config: AppConfig): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.secure || config.nodeEnv === 'production',
  path: '/auth',
});

/** Remember-me → kept 30 days (Max-Age); otherwise a browser-session cookie (no Max-Age). */
export function setRefreshCookie(
  req: Request,
  res: Response,
  config: AppConfig,
  raw: string,
  persistent: boolean,
): void {
  const options = baseOptions(req, config);
  res.cookie(REFRESH_COOKIE, raw, persistent ? { ...options, maxAge: REFRESH_TOKEN_TTL_MS } : options);
}

export const clearRefreshCookie = (req: Request, res: Response, config: AppConfig): void => {
  res.clearCookie(REFRESH_COOKIE, baseOptions(req, config));
};

export const readRefreshCookie = (req: Request): string | undefined => {
  const value: unknown = req.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
};
