import { ZLoginRequest, type TLoginResponse } from '@stol/contracts';
import type { Response } from 'express';
import { AppError } from '../../http/app-error';
import { defineRoute, type PublicContext } from '../../http/route-registry';
import { toUserJson } from '../users/user.mapper';
import { getUserOrFail } from '../users/users.service';
import type { User } from '../users/user.entity';
import { signAccessToken } from './access-token';
import { checkCredentials } from './auth.service';
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

const fail = (res: Response, ctx: PublicContext) => {
  clearRefreshCookie(res, ctx.deps.config);
  return new AppError('REFRESH_INVALID');
};

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/login',
    access: 'public',
    rateLimits: ['loginPerIpEmail', 'loginPerIp', 'loginPerEmail'],
    async handler(req, res, ctx) {
      const parsed = ZLoginRequest.safeParse(req.body ?? {});
      if (!parsed.success) throw new AppError('MISSING_CREDENTIALS');
      const { email, password, rememberMe = false } = parsed.data;
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
    rateLimits: ['tokenLookup'],
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
    // Answers 204 whatever the cookie, so it never counts as a failed lookup; declared like every public write.
    rateLimits: ['tokenLookup'],
    async handler(req, res, ctx) {
      const raw = readRefreshCookie(req);
      if (raw) await revokeRefreshTokenFamily(ctx.em, raw, ctx.deps.clock.now());
      clearRefreshCookie(res, ctx.deps.config);
      res.status(204).end();
    },
  }),
];
