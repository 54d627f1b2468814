import {
  PASSWORD_CHANGE_MESSAGES,
  RESET_MESSAGES,
  ROLES,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZRequestResetRequest,
  ZResetPasswordRequest,
  ZAcceptInviteRequest,
  type TLoginResponse,
  type TMessageResponse,
} from '@stol/contracts';
import type { Request, Response } from 'express';
import { AppError } from '../../http/app-error';
import { parseOrFail } from '../../http/parse-body';
import { markNotAGuess } from '../../http/rate-limiter';
import { defineRoute, type PublicContext } from '../../http/route-registry';
import { negotiateLanguage } from '../../http/i18n/accept-language';
import { translateMessage } from '../../http/i18n/translate';
import { toUserJson } from '../users/user.mapper';
import { getUserOrFail } from '../users/users.service';
import type { User } from '../users/user.entity';
import { bearerToken } from '../../http/authenticate';
import { signAccessToken, verifyAccessToken } from './access-token';
import { changePassword } from './change-password.service';
import { checkCredentials } from './auth.service';
import { acceptInvite, requestPasswordReset, resetPassword } from './password-reset.service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import {
  issueRefreshToken,
  RefreshTokenReplayError,
  revokeRefreshTokenFamily,
  rotateRefreshToken,
} from './refresh-tokens.service';

/** The answer of a login or refresh: an access token bound to the session (refresh-token family) and the user. */
async function sessionBody(user: User, sessionId: string, { deps }: PublicContext): Promise<TLoginResponse> {
  const token = await signAccessToken(
    { userId: user.id, sessionId },
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

/** A success text of the guest spec (§8.1), in the caller's language. */
const said = (req: Request, text: string): TMessageResponse => ({
  message: translateMessage(text, negotiateLanguage(req.headers['accept-language'])).text,
});

const fail = (req: Request, res: Response, ctx: PublicContext) => {
  clearRefreshCookie(req, res, ctx.deps.config);
  return new AppError('REFRESH_INVALID');
};

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/login',
    access: 'public',
    credentialed: true, // the refresh cookie: back-office origins only
    rateLimits: ['loginPerIpEmail', 'loginPerIp', 'loginPerEmail'],
    async handler(req, res, ctx) {
      const { email, password, rememberMe = false } = parseLogin(req.body);
      const user = await checkCredentials(ctx.em, email, password);
      const refresh = await issueRefreshToken(ctx.em, user.id, rememberMe, ctx.deps.clock.now());
      setRefreshCookie(req, res, ctx.deps.config, refresh.raw, rememberMe);
      return sessionBody(user, refresh.row.familyId, ctx);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/refresh',
    access: 'public',
    credentialed: true, // the refresh cookie: back-office origins only
    rateLimits: ['tokenLookup'],
    async handler(req, res, ctx) {
      const raw = readRefreshCookie(req);
      if (!raw) {
        markNotAGuess(res);
        throw fail(req, res, ctx);
      }
      let next;
      try {
        next = await rotateRefreshToken(ctx.em, raw, ctx.deps.clock.now());
      } catch (err) {
        // A replay revoked the family: its sockets go too (its access tokens already fail).
        if (err instanceof RefreshTokenReplayError) ctx.deps.realtime.disconnectSession(err.familyId);
        if (err instanceof AppError) throw fail(req, res, ctx);
        throw err;
      }
      setRefreshCookie(req, res, ctx.deps.config, next.raw, next.row.persistent);
      return sessionBody(await getUserOrFail(ctx.em, next.row.userId), next.row.familyId, ctx);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/logout',
    access: 'public',
    credentialed: true, // the refresh cookie: back-office origins only
    // Ends the session of the refresh cookie: its access tokens stop working and its sockets are closed.
    // Answers 204 whatever the cookie, so it never counts as a failed lookup; declared like every public write.
    rateLimits: ['tokenLookup'],
    async handler(req, res, ctx) {
      const raw = readRefreshCookie(req);
      const ended = raw ? await revokeRefreshTokenFamily(ctx.em, raw, ctx.deps.clock.now()) : null;
      if (ended) ctx.deps.realtime.disconnectSession(ended);
      clearRefreshCookie(req, res, ctx.deps.config);
      res.status(204).end();
    },
  }),
  // Issue 23 §7: the signed-in user's own password (the About/profile dialog). Under /admin/me, not /auth: the
  // back office sends no bearer token to /auth/* (staff spec §7). A wrong current password is a failed guess like
  // a failed login, so it counts towards the login's per-client limit.
  defineRoute({
    method: 'post',
    path: '/admin/me/password',
    access: { roles: ROLES, scope: 'none' },
    rateLimits: ['loginPerIp'],
    async handler(req, res, { em, deps, user }) {
      const { currentPassword, newPassword } = parseOrFail(ZChangePasswordRequest, req.body ?? {});
      const now = deps.clock.now();
      // The session asking (authenticated already): the one that stays signed in.
      const { sessionId } = await verifyAccessToken(bearerToken(req) ?? '', deps.config.jwtSecret, now);
      const ended = await changePassword(em, {
        userId: user.id,
        sessionId,
        currentPassword,
        newPassword,
        now,
      });
      for (const session of ended) deps.realtime.disconnectSession(session);
      res.vary('Accept-Language');
      return said(req, PASSWORD_CHANGE_MESSAGES.changed);
    },
  }),
  // Guest spec §2.8, §7.1: always the same answer, so the form tells nobody which addresses have accounts.
  defineRoute({
    method: 'post',
    path: '/auth/request-reset',
    access: 'public',
    rateLimits: ['resetRequestPerIp', 'resetRequestPerEmail'],
    async handler(req, res, { em, deps }) {
      const { email } = parseOrFail(ZRequestResetRequest, req.body ?? {});
      await requestPasswordReset(em, email, deps);
      deps.outbox.kick();
      res.vary('Accept-Language');
      return said(req, RESET_MESSAGES.linkSent);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/reset',
    access: 'public',
    rateLimits: ['tokenLookup'],
    async handler(req, res, { em, deps }) {
      const { token, password } = parseOrFail(ZResetPasswordRequest, req.body ?? {});
      const ended = await resetPassword(em, token, password, deps);
      for (const session of ended) deps.realtime.disconnectSession(session);
      res.vary('Accept-Language');
      return said(req, RESET_MESSAGES.passwordUpdated);
    },
  }),
  // Guest spec §2.9, §7.1: the invite screen sets the invited account's password.
  defineRoute({
    method: 'post',
    path: '/auth/accept-invite',
    access: 'public',
    rateLimits: ['tokenLookup'],
    async handler(req, res, { em, deps }) {
      const { token, password } = parseOrFail(ZAcceptInviteRequest, req.body ?? {});
      const ended = await acceptInvite(em, token, password, deps);
      for (const session of ended) deps.realtime.disconnectSession(session);
      res.vary('Accept-Language');
      return said(req, RESET_MESSAGES.accountActivated);
    },
  }),
];
