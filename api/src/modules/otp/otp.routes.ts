import { ZOtpEmailRequest, ZOtpEmailVerify, ZOtpPhoneRequest, ZOtpPhoneVerify } from '@stol/contracts';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { normalisePhone } from '../booking/phone';
import { emailTarget } from './otp-channel';
import { requestOtpCode, verifyOtpCode } from './otp.service';

/**
 * One-time codes (guest spec §7.1, §8.1): ask for a code by phone or email, then verify it for a proof. Asking
 * counts per client and per phone or email (each sends a message); a wrong code counts as a failed lookup.
 */
export const otpRoutes = [
  defineRoute({
    method: 'post',
    path: '/public/request-otp',
    access: 'public',
    rateLimits: ['otpRequestPerIp', 'otpRequestPerPhone'],
    async handler(req, res, { em, deps }) {
      const body = parseOrFail(ZOtpPhoneRequest, req.body ?? {});
      const target = normalisePhone(body.phone, body.countryCode);
      const answer = await requestOtpCode(em, { ...body, channel: 'sms', target }, deps);
      deps.outbox.kick();
      res.status(201);
      return answer;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/public/request-email-otp',
    access: 'public',
    rateLimits: ['otpRequestPerIp', 'otpRequestPerEmail'],
    async handler(req, res, { em, deps }) {
      const body = parseOrFail(ZOtpEmailRequest, req.body ?? {});
      const answer = await requestOtpCode(
        em,
        { ...body, channel: 'email', target: emailTarget(body.email) },
        deps,
      );
      deps.outbox.kick();
      res.status(201);
      return answer;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/public/verify-otp',
    access: 'public',
    rateLimits: ['tokenLookup'],
    async handler(req, _res, { em, deps }) {
      const body = parseOrFail(ZOtpPhoneVerify, req.body ?? {});
      const target = normalisePhone(body.phone, body.countryCode);
      return verifyOtpCode(em, { ...body, channel: 'sms', target }, deps);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/public/verify-email-otp',
    access: 'public',
    rateLimits: ['tokenLookup'],
    async handler(req, _res, { em, deps }) {
      const body = parseOrFail(ZOtpEmailVerify, req.body ?? {});
      return verifyOtpCode(em, { ...body, channel: 'email', target: emailTarget(body.email) }, deps);
    },
  }),
];
