import * as z from './z';
import { ZLanguage, ZPlan, ZRole } from './roles';

export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZRole,
  plan: ZPlan,
  restaurantId: z.number().int().nullable(),
  restaurantIds: z.array(z.number().int()),
  language: ZLanguage,
});
export type TUser = z.infer<typeof ZUser>;

/** Longer than any real address or passphrase: refused before a database read or a hash is spent on it. */
export const LOGIN_LIMITS = { email: 320, password: 1024 } as const;

export const ZLoginRequest = z.object({
  email: z.string().trim().min(1).max(LOGIN_LIMITS.email),
  password: z.string().min(1).max(LOGIN_LIMITS.password),
  rememberMe: z.boolean().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ token: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** POST /auth/refresh answers a new access token (the refresh cookie rotates alongside). */
export const ZRefreshResponse = ZLoginResponse;
export type TRefreshResponse = TLoginResponse;

/** PATCH /admin/users/{id}: what a user may change on themselves for now. */
export const ZUpdateOwnUser = z.object({ language: ZLanguage }).strict();
export type TUpdateOwnUser = z.infer<typeof ZUpdateOwnUser>;
