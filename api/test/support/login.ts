import type { TRole } from '@stol/contracts';
import type { Express } from 'express';
import request from 'supertest';

export const DEMO = {
  superadmin: 'superadmin@demo.test',
  restaurantmanager: 'manager@demo.test',
  restaurantadmin: 'admin@demo.test',
  staff: 'staff@demo.test',
} as const;

export async function loginAs(app: Express, email: string, password = 'demo1234') {
  const res = await request(app).post('/auth/login').send({ email, password });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, user: res.body.user as { id: number } };
}

/** The value of a Set-Cookie header for `name` (whole attribute string), or undefined. */
export function setCookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return list.find((c) => c.startsWith(`${name}=`));
}

/** `name=value` for a Cookie request header, from a Set-Cookie string. */
export const cookiePair = (setCookieValue: string): string => setCookieValue.split(';')[0]!;

/** An access token for each demo role (the seeded accounts). */
export async function loginEveryRole(app: Express): Promise<Record<TRole, string>> {
  const tokens = {} as Record<TRole, string>;
  for (const role of Object.keys(DEMO) as TRole[]) tokens[role] = (await loginAs(app, DEMO[role])).token;
  return tokens;
}

/** Requests sent with a bearer token. */
export const withToken = (app: Express, token: string) => ({
  get: (url: string) => request(app).get(url).set('Authorization', `Bearer ${token}`),
  post: (url: string, body: object = {}) =>
    request(app).post(url).set('Authorization', `Bearer ${token}`).send(body),
  patch: (url: string, body: object) =>
    request(app).patch(url).set('Authorization', `Bearer ${token}`).send(body),
  delete: (url: string) => request(app).delete(url).set('Authorization', `Bearer ${token}`),
});
