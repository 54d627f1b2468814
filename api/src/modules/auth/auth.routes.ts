import { ZLoginRequest, type TLoginResponse } from '@stol/contracts';
import type { Response } from 'express';
import { AppError } from '../../http/app-error';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute, type PublicContext } from '../../http/route-registry';
import { toUserJson } from '../users/user.mapper';
import { getUserOrFail } from '../users/users.service';
import type { User } from '../users/user.entity';
import { signAccessToken } from './access-token';
import { checkCredentials } from './auth.service';
import { loginRateLimiter } from './login-rate-limit';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { issueRefreshToken, revokeRefreshTokenFamily, rotateRefreshToken } from './refresh-tokens.service';

async function sessionBody(user: User, { deps }: PublicContext): Promise<TLoginResponse> {
  const token = await signAccessToken(
    user.id,
    deps.config.jwtSecret,
    deps.config.accessTokenTtlSeconds,
    deps.clock.now(),
  );
  return { token, user: toUserJson(user) };
}

/** A missing or empty field is the spec's 'Please fill in all fields'; anything else names what is wrong. */
function parseLogin(body: unknown) {
  const fields = (body ?? {}) as { email?: unknown; password?: unknown };
  const blank = (v: unknown) => v === undefined || v === null || v === '';
  const email = typeof fields.email === 'string' ? fields.email.trim() : fields.email;
  if (blank(email) || blank(fields.password)) {
    throw new AppError('MISSING_CREDENTIALS');
  }
  return parseOrFail(ZLoginRequest, body);
}

const fail = (res: Response, ctx: PublicContext) => {
  clearRefreshCookie(res, ctx.deps.config);
  return new AppError('REFRESH_INVALID');
};

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/login',
    access: 'public',
    middleware: (deps) => [loginRateLimiter(deps.config)],
    async handler(req, res, ctx) {
      const { email, password, rememberMe = false } = parseLogin(req.body);
      const user = await checkCredentials(ctx.em, email, password);
      const refresh = await issueRefreshToken(ctx.em, user.id, rememberMe, ctx.deps.clock.now());
      setRefreshCookie(res, ctx.deps.config, refresh.raw, rememberMe);
      return sessionBody(user, ctx);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/refresh',
    access: 'public',
    async handler(req, res, ctx) {
      const raw = readRefreshCookie(req);
      if (!raw) throw fail(res, ctx);
      let next;
      try {
        next = await rotateRefreshToken(ctx.em, raw, ctx.deps.clock.now());
      } catch (err) {
        if (err instanceof AppError) throw fail(res, ctx);
        throw err;
      }
      setRefreshCookie(res, ctx.deps.config, next.raw, next.row.persistent);
      return sessionBody(await getUserOrFail(ctx.em, next.row.userId), ctx);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/logout',
    access: 'public',
    async handler(req, res, ctx) {
      const raw = readRefreshCookie(req);
      if (raw) await revokeRefreshTokenFamily(ctx.em, raw, ctx.deps.clock.now());
      clearRefreshCookie(res, ctx.deps.config);
      res.status(204).end();
    },
  }),
];
