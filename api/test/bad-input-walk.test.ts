import fc from 'fast-check';
import { ROUTES } from '../src/http/routes';
import { routeKey, type RouteDef } from '../src/http/route-registry';
import {
  BAD_HEADERS,
  BAD_IDS,
  BAD_JSON_VALUES,
  BAD_RAW_BODIES,
  contractFieldNames,
  fieldMix,
  queryString,
  rawUrlText,
} from './support/bad-input-corpus';
import { loginAs, DEMO } from './support/login';
import { isCroatianCatalogueText } from '../src/http/i18n/translate';
import { listenRaw, type RawRequest, type RawResponse } from './support/raw-http';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Walks EVERY route of the registry (so routes added later are covered without editing this test) and sends
 * it bad ids, dates, strings, bodies, encodings and headers, anonymously and as a superadmin (who gets past
 * every role and tenant check, so the input reaches the handler). On real PostgreSQL. No answer may be a 5xx;
 * every 4xx carries `{ error, code }`; no answer shows a stack trace or SQL. Every other request asks for
 * Croatian (`Accept-Language: hr`): its error and each detail's message must then be a Croatian text of the API's
 * message catalogue (src/http/i18n), so a message added without its translation fails here; the others must
 * answer `Content-Language: en`.
 */

let ctx: TestContext;
let http: Awaited<ReturnType<typeof listenRaw>>;
let superadmin: string;
const FIELDS = contractFieldNames();
/** fast-check runs per route and request part; a failure prints the seed to replay it. */
const RUNS = 25;

beforeAll(async () => {
  // With the bot check on, as deployed: the guest writes' garbage proofs reach the ALTCHA verifier too.
  ctx = await createTestContext({
    config: { botCheck: { mode: 'altcha', hmacKey: 'walk-key', maxNumber: 1000, expiresSeconds: 600 } },
  });
  http = await listenRaw(ctx.app);
  superadmin = (await loginAs(ctx.app, DEMO.superadmin)).token;
});
afterAll(async () => {
  await http?.close();
  await ctx?.close();
});

const LEAKS = [
  /\bat [^\s]+ \(.*:\d+:\d+\)/, // a stack frame
  /node_modules|\.ts:\d+|\.js:\d+/,
  /\bselect\s+(\*|distinct\b|count\(|"?\w+"?\.)/i,
  /\binsert into\s+"?\w+"?\s*\(|\bdelete from\s+"?\w+"?|\bupdate\s+"?\w+"?\s+set\b/i,
  /syntax error at|SQLSTATE|violates [a-z ]*constraint|relation "[^"]+"|invalid input syntax/i,
];

/** Why an answer breaks the language rule (DESIGN §7: the caller's language), or null. */
function languageFault(res: RawResponse, body: { error?: unknown; details?: unknown }, asked: string | null) {
  const language = res.headers['content-language'];
  if (asked === 'own') return null; // the corpus's own odd Accept-Language
  if (asked !== 'hr')
    return language === undefined || language === 'en' ? null : `Content-Language ${language}`;
  if (language !== 'hr') return `asked for hr, got Content-Language ${String(language)}`;
  const texts = [body.error, ...(Array.isArray(body.details) ? body.details : []).map((d) => d?.message)];
  const english = texts.filter((t) => typeof t === 'string' && !isCroatianCatalogueText(t));
  return english.length ? `not in the Croatian catalogue: ${JSON.stringify(english)}` : null;
}

/** Why an answer breaks the rule, or null. */
function fault(res: RawResponse, asked: string | null = null): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  const leak = LEAKS.find((pattern) => pattern.test(res.text));
  if (leak) return `leaks internals (${leak})`;
  if (res.status >= 400) {
    let body: { error?: unknown; code?: unknown };
    try {
      body = JSON.parse(res.text) as typeof body;
    } catch {
      return 'error answer is not JSON';
    }
    if (typeof body.error !== 'string' || !body.error.trim()) return 'error answer without `error`';
    if (typeof body.code !== 'string' || !body.code) return 'error answer without `code`';
    if (res.status !== 431 && !(res.status === 400 && body.code === 'MALFORMED_REQUEST')) {
      // (Node's parser refuses those before any header is read: they stay English.)
      return languageFault(res, body as { error?: unknown; details?: { message?: unknown }[] }, asked);
    }
  }
  return null;
}

/** Every other request of the walk asks for Croatian. */
let sent = 0;

const faults: string[] = [];

async function check(req: RawRequest, as: 'anonymous' | 'superadmin'): Promise<boolean> {
  const headers = { ...req.headers };
  if (as === 'superadmin' && !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) {
    headers.Authorization = `Bearer ${superadmin}`;
  }
  const own = Object.keys(headers).find((h) => h.toLowerCase() === 'accept-language');
  if (!own && sent++ % 2 === 0) headers['Accept-Language'] = 'hr';
  const asked = own ? 'own' : (headers['Accept-Language'] ?? null);
  const res = await http.send({ ...req, headers });
  const problem = fault(res, asked);
  if (problem) {
    const shown = JSON.stringify({ ...req, body: req.body?.toString().slice(0, 200), as }).slice(0, 600);
    faults.push(`${problem}: ${shown} → ${res.status} ${res.text.slice(0, 300)}`);
  }
  return problem === null;
}

const ACTORS = ['anonymous', 'superadmin'] as const;
const hasBody = (route: RouteDef) => route.method !== 'get';
/** The route's path with its parameters filled: `:id` → the given id. */
const pathOf = (route: RouteDef, id = '1') => route.path.replace(/:id\b/g, rawUrlText(id));

describe.each(ROUTES.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  afterEach(() => {
    const found = faults.splice(0);
    expect(found).toEqual([]);
  });

  if (route.path.includes(':id')) {
    it('bad path ids', async () => {
      for (const id of BAD_IDS)
        for (const as of ACTORS) await check({ method: route.method, path: pathOf(route, id) }, as);
    });
  }

  it('bad query parameters', async () => {
    for (const value of BAD_JSON_VALUES) {
      const params = Object.fromEntries(FIELDS.map((f) => [f, value]));
      for (const raw of [false, true]) {
        await check(
          { method: route.method, path: `${pathOf(route)}?${queryString(params, raw)}` },
          'superadmin',
        );
      }
    }
    await fc.assert(
      fc.asyncProperty(fieldMix(FIELDS), async (params) =>
        check({ method: route.method, path: `${pathOf(route)}?${queryString(params)}` }, 'superadmin'),
      ),
      { numRuns: RUNS },
    );
  });

  if (hasBody(route)) {
    it('bad JSON bodies', async () => {
      for (const value of BAD_JSON_VALUES) {
        const body = JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));
        for (const as of ACTORS) {
          await check(
            {
              method: route.method,
              path: pathOf(route),
              headers: { 'Content-Type': 'application/json' },
              body,
            },
            as,
          );
        }
      }
      await fc.assert(
        fc.asyncProperty(fieldMix(FIELDS), fc.constantFrom(...ACTORS), async (fields, as) =>
          check(
            {
              method: route.method,
              path: pathOf(route),
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(fields),
            },
            as,
          ),
        ),
        { numRuns: RUNS },
      );
    });

    it('malformed, mislabelled and oddly encoded bodies', async () => {
      for (const raw of BAD_RAW_BODIES) {
        for (const as of ACTORS) await check({ method: route.method, path: pathOf(route), ...raw }, as);
      }
    });
  }

  it('malformed, forged and oversized headers', async () => {
    for (const headers of BAD_HEADERS) {
      await check({ method: route.method, path: pathOf(route), headers }, 'anonymous');
      await check(
        {
          method: route.method,
          path: pathOf(route),
          headers: { Authorization: `Bearer ${superadmin}`, ...headers },
        },
        'superadmin',
      );
    }
  });
});

it('malformed paths outside any route answer 4xx JSON', async () => {
  for (const path of [
    '/%',
    '/restaurants/%',
    '/restaurants/%E0%A4%A',
    '/reservations/%00',
    '/%2e%2e/%2e%2e/etc/passwd',
    `/${'a'.repeat(8000)}`,
  ]) {
    await check({ method: 'GET', path }, 'anonymous');
  }
  expect(faults.splice(0)).toEqual([]);
});
