/**
 * The back office's start-up checks without zod (issue 8): `remotes.json`, the stored session and the answers of
 * login, refresh and /admin/me are read on a cold `/login` and on every sign-in, and parsing them with the zod
 * schemas made the shell load zod before its first screen. These readers accept and return exactly what the
 * schemas do (`session-guards.test.ts` runs both on the same samples); the schemas stay the API's source of
 * truth: every reader is typed field by field from the schema's type, so a field added to `ZUser` or
 * `ZRemotesManifest` fails the typecheck until it is read here too. Only `import type` from schema modules here.
 */
import { LANGUAGES, PLANS, REMOTE_NAMES, ROLES } from './session-constants';
import type { TRemotesManifest } from './remotes';
import type { TLoginResponse, TUser } from './user';

export interface TCheckIssue {
  path: (string | number)[];
  message: string;
}
/** The same shape as zod's `safeParse` result, so callers read it the same way. */
export type TChecked<T> = { success: true; data: T } | { success: false; issues: TCheckIssue[] };

/** Returns the value read (undefined when it is invalid) and records each problem with its path. */
type TRead<T> = (value: unknown, path: (string | number)[], issues: TCheckIssue[]) => T | undefined;

const fail = (issues: TCheckIssue[], path: (string | number)[], message: string): undefined => {
  issues.push({ path, message });
  return undefined;
};

const string: TRead<string> = (v, path, issues) =>
  typeof v === 'string' ? v : fail(issues, path, 'expected a string');

/** zod 4's `.int()` is a safe integer (no NaN, no Infinity, no 2^53). */
const int: TRead<number> = (v, path, issues) =>
  Number.isSafeInteger(v) ? (v as number) : fail(issues, path, 'expected an integer');

const oneOf =
  <T extends string>(values: readonly T[]): TRead<T> =>
  (v, path, issues) =>
    (values as readonly unknown[]).includes(v)
      ? (v as T)
      : fail(issues, path, `expected one of ${values.join(', ')}`);

/** zod 4's `.url()`: trimmed, parseable by the URL parser, tabs and newlines removed from the value it returns. */
const url: TRead<string> = (v, path, issues) => {
  if (typeof v !== 'string') return fail(issues, path, 'expected a string');
  const trimmed = v.trim();
  return URL.canParse(trimmed) ? trimmed.replace(/[\t\n\r]/g, '') : fail(issues, path, 'expected a URL');
};

const nullable =
  <T>(read: TRead<T>): TRead<T | null> =>
  (v, path, issues) =>
    v === null ? null : read(v, path, issues);

const arrayOf =
  <T>(read: TRead<T>): TRead<T[]> =>
  (v, path, issues) => {
    if (!Array.isArray(v)) return fail(issues, path, 'expected an array');
    return v.map((item, index) => read(item, [...path, index], issues)) as T[];
  };

/** Like a zod object: a plain object, each field read, unknown keys left out of the result. */
const objectOf =
  <T extends object>(fields: { [K in keyof T]-?: TRead<T[K]> }): TRead<T> =>
  (v, path, issues) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      return fail(issues, path, 'expected an object');
    const record = v as Record<string, unknown>;
    const out: Partial<T> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const value = fields[key](record[key], [...path, key], issues);
      if (value !== undefined) out[key] = value;
    }
    return out as T;
  };

/** An optional field: absent (undefined) is fine, anything else is read. */
const optional =
  <T>(read: TRead<T>): TRead<T | undefined> =>
  (v, path, issues) =>
    v === undefined ? undefined : read(v, path, issues);

const readUser = objectOf<TUser>({
  id: int,
  email: string,
  role: oneOf(ROLES),
  plan: oneOf(PLANS),
  restaurantId: nullable(int),
  restaurantIds: arrayOf(int),
  language: oneOf(LANGUAGES),
});

const readLoginResponse = objectOf<TLoginResponse>({ token: string, user: readUser });

const readRefreshAnswer = objectOf<TRefreshAnswer>({ token: string, user: optional(readUser) });

const readRemotesManifest = objectOf<TRemotesManifest>({
  apiUrl: url,
  guestSiteUrl: optional(url),
  remotes: arrayOf(objectOf<TRemotesManifest['remotes'][number]>({ name: oneOf(REMOTE_NAMES), entry: url })),
});

function check<T>(read: TRead<T>, value: unknown): TChecked<T> {
  const issues: TCheckIssue[] = [];
  const data = read(value, [], issues);
  return issues.length === 0 ? { success: true, data: data as T } : { success: false, issues };
}

/** The refresh answer read tolerantly: a token is enough, the user is refreshed when present. */
export type TRefreshAnswer = { token: string; user?: TUser };

/** `ZUser.safeParse`: a stored session's user, /admin/me, a language switch's answer. */
export const checkUser = (value: unknown): TChecked<TUser> => check(readUser, value);
/** `ZLoginResponse.safeParse`: POST /auth/login. */
export const checkLoginResponse = (value: unknown): TChecked<TLoginResponse> =>
  check(readLoginResponse, value);
/** `ZRefreshResponse.partial({ user: true }).safeParse`: POST /auth/refresh. */
export const checkRefreshAnswer = (value: unknown): TChecked<TRefreshAnswer> =>
  check(readRefreshAnswer, value);
/** `ZRemotesManifest.safeParse`: remotes.json. */
export const checkRemotesManifest = (value: unknown): TChecked<TRemotesManifest> =>
  check(readRemotesManifest, value);
