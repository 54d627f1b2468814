import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../../config';
import { REFRESH_TOKEN_TTL_MS } from './refresh-tokens.service';

export const REFRESH_COOKIE = 'stol_refresh';

const baseOptions = (config: AppConfig): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.nodeEnv === 'production',
  path: '/auth',
});

/** Remember-me → kept 30 days (Max-Age); otherwise a browser-session cookie (no Max-Age). */
export function setRefreshCookie(res: Response, config: AppConfig, raw: string, persistent: boolean): void {
  res.cookie(
    REFRESH_COOKIE,
    raw,
    persistent ? { ...baseOptions(config), maxAge: REFRESH_TOKEN_TTL_MS } : baseOptions(config),
  );
}

export const clearRefreshCookie = (res: Response, config: AppConfig): void => {
  res.clearCookie(REFRESH_COOKIE, baseOptions(config));
};

export const readRefreshCookie = (req: Request): string | undefined => {
  const value: unknown = req.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
};
