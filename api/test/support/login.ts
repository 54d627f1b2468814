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
