import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOOKING_MESSAGES,
  ERROR_CODES,
  HOST_MESSAGES,
  LIFECYCLE_MESSAGES,
  ZDayKey,
  zDateTime,
  ZId,
  ZReservationListQuery,
  ZReserveRequest,
  RESET_MESSAGES,
} from '@stol/contracts';
import request from 'supertest';
import { negotiateLanguage } from '../src/http/i18n/accept-language';
import { API_MESSAGES, FIELD_NAMES_HR, FIXED_MESSAGES, MESSAGE_TEMPLATES } from '../src/http/i18n/catalogue';
import { isCroatianCatalogueText, translateMessage } from '../src/http/i18n/translate';
import { validationErrorMap, validationMessage } from '../src/http/validation-message';
import { contractFieldNames } from './support/bad-input-corpus';
import { DEMO, loginAs } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * DESIGN §7: error messages are the API's, in the caller's language (hr or en from Accept-Language). The
 * catalogue (src/http/i18n) must hold a Croatian text for every English message the API can send: these
 * tests walk its sources, and bad-input-walk.test.ts checks every route's 4xx answers under `hr`.
 */

const hr = (text: string) => translateMessage(text, 'hr');

describe('Accept-Language negotiation', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hr', 'hr'],
    ['hr-HR', 'hr'],
    ['HR-hr,en;q=0.5', 'hr'],
    ['en-GB,en;q=0.9,hr;q=0.8', 'en'],
    ['de-DE,hr;q=0.7,en;q=0.3', 'hr'],
    ['de, fr', 'en'],
    ['hr;q=0, en;q=0.1', 'en'],
    ['en;q=0.2, hr;q=0.9', 'hr'],
    ['*', 'en'],
    ['hr;q=0.5, *;q=0.4', 'hr'],
    ['*;q=x, hr-HR;q=2', 'hr'],
    ['en;q=0.5, hr;q=0.5', 'en'],
    [';;;,,,', 'en'],
  ])('%j → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

describe('the message catalogue', () => {
  const fixedSources = {
    ...Object.fromEntries(Object.entries(ERROR_CODES).map(([code, { message }]) => [code, message])),
    ...BOOKING_MESSAGES,
    ...LIFECYCLE_MESSAGES,
    ...HOST_MESSAGES,
    ...API_MESSAGES,
    ...RESET_MESSAGES,
  };

  it.each(Object.entries(fixedSources))('%s has a Croatian text', (_key, en) => {
    const translated = hr(en);
    expect(translated.complete).toBe(true);
    expect(translated.text).not.toBe(en);
    expect(isCroatianCatalogueText(translated.text)).toBe(true);
  });

  it('answers English unchanged (the specs’ exact texts)', () => {
    for (const en of FIXED_MESSAGES.keys())
      expect(translateMessage(en, 'en')).toEqual({ text: en, complete: true });
    expect(translateMessage('Invalid email or password', 'en').text).toBe('Invalid email or password');
  });

  it('names every field of the contracts in Croatian', () => {
    const missing = contractFieldNames().filter((name) => !(name in FIELD_NAMES_HR));
    expect(missing).toEqual([]);
  });

  it('has no English template without its Croatian placeholders', () => {
    for (const { en, hr: croatian } of MESSAGE_TEMPLATES) {
      const names = (text: string) => [...text.matchAll(/\{([a-z]+)\}/gi)].map((m) => m[1]).sort();
      expect(names(croatian)).toEqual(names(en));
    }
  });

  it('translates texts built with values', () => {
    expect(hr('restaurantId is required').text).toBe('Polje „restoran” je obavezno');
    expect(hr('tableIds.0 must be a whole number from 1 to 2147483647').text).toBe(
      'Polje „stolovi › 1.” mora biti cijeli broj od 1 do 2147483647',
    );
    expect(hr('name must be at most 200 characters').text).toBe('Polje „ime” mora imati najviše 200 znakova');
    expect(hr('name must be at least 2 characters').text).toBe('Polje „ime” mora imati najmanje 2 znaka');
    expect(hr('email must be a valid email address').text).toBe(
      'Polje „e-pošta” mora biti ispravna adresa e-pošte',
    );
    expect(hr('Table 4 (18:00-19:00) are already reserved.').text).toBe(
      'Stol 4 (18:00-19:00) već je rezerviran.',
    );
    expect(
      hr('Cannot create reservation: Tables 4 (18:00-19:00), 5 (18:30-19:30) are already reserved.').text,
    ).toBe('Rezervaciju nije moguće stvoriti: stolovi 4 (18:00-19:00), 5 (18:30-19:30) već su rezervirani.');
    expect(hr('Min 2, Max 4 for this table.').text).toBe('Za ovaj stol najmanje 2, najviše 4 gostiju.');
    expect(hr('Route not found: GET /nothing here').text).toBe('Ruta ne postoji: GET /nothing here');
  });

  it('tells Croatian catalogue texts from English ones (what the walk relies on)', () => {
    expect(isCroatianCatalogueText('Neispravna e-pošta ili lozinka')).toBe(true);
    expect(isCroatianCatalogueText('Polje „stolovi › 2.” je obavezno')).toBe(true);
    expect(isCroatianCatalogueText('Invalid email or password')).toBe(false);
    expect(isCroatianCatalogueText('restaurantId is required')).toBe(false);
    expect(isCroatianCatalogueText('Polje „restaurantId” je obavezno')).toBe(false); // an untranslated field
  });

  it('reports a text it does not know as incomplete (and keeps it)', () => {
    expect(hr('Some new message')).toEqual({ text: 'Some new message', complete: false });
    expect(hr('unknownField is required').complete).toBe(false);
  });

  it('covers every text validation-message.ts makes', () => {
    const issues = [
      { code: 'invalid_type', path: ['guests'], input: undefined, expected: 'number' },
      ...['string', 'number', 'boolean', 'array', 'object', 'int', 'date'].map((expected) => ({
        code: 'invalid_type',
        path: ['name'],
        input: 1,
        expected,
      })),
      { code: 'too_small', path: ['name'], origin: 'string', minimum: 1, inclusive: true },
      ...(['string', 'array', 'number'] as const).flatMap((origin) =>
        [true, false].flatMap((inclusive) => [
          { code: 'too_small', path: ['tableIds'], origin, minimum: 3, inclusive },
          { code: 'too_big', path: ['tableIds'], origin, maximum: 21, inclusive },
        ]),
      ),
      ...['email', 'datetime', 'date', 'time', 'uuid', 'url', 'regex'].map((format) => ({
        code: 'invalid_format',
        path: ['email'],
        format,
      })),
      { code: 'invalid_value', path: ['status'], values: ['confirmed', 'all'] },
      { code: 'invalid_value', path: ['status'], values: [] },
      { code: 'unrecognized_keys', path: [], keys: ['a'] },
      { code: 'unrecognized_keys', path: [], keys: ['a', 'b'] },
      { code: 'not_multiple_of', path: ['guests'] },
      { code: 'custom', path: ['brandColors', 'primary'] },
      { code: 'invalid_union', path: [] },
      // A record key the client made up (a special-hours date as '$gt'): the record is named, not the key.
      { code: 'invalid_key', path: ['specialHours', '$gt'] },
    ];
    for (const issue of issues) {
      const en = validationMessage(issue);
      const translated = hr(en);
      expect({ en, ...translated }).toEqual({ en, text: expect.any(String), complete: true });
      expect(isCroatianCatalogueText(translated.text)).toBe(true);
    }
  });

  it('covers the messages of the contracts’ schemas and primitives', () => {
    const messagesOf = (
      schema: { safeParse: (v: unknown, o?: object) => { error?: { issues: { message: string }[] } } },
      value: unknown,
    ) => schema.safeParse(value, { error: validationErrorMap }).error?.issues.map((i) => i.message) ?? [];
    const texts = [
      ...messagesOf(ZId, 'x'),
      ...messagesOf(ZId, undefined),
      ...messagesOf(ZDayKey, '2026-02-30'),
      ...messagesOf(zDateTime(), 'soon'),
      ...messagesOf(ZReservationListQuery, {
        pageSize: '7',
        time: '18:15',
        status: 'odd',
        date: 'x',
        page: '0',
      }),
      ...messagesOf(ZReserveRequest, {}),
      ...messagesOf(ZReserveRequest, { name: '', phone: '', email: 'x', date: '2026-06-10', guests: 99 }),
    ];
    expect(texts.length).toBeGreaterThan(8);
    for (const en of texts) expect({ en, complete: hr(en).complete }).toEqual({ en, complete: true });
  });

  /**
   * The sources' message literals: every English sentence the API or the contracts hand to an error (a zod
   * `message`/`error`, a check's message argument, an AppError's text) must be catalogued. A literal added
   * without its Croatian text fails here, before any request reaches it.
   */
  it('holds every message literal of the API and the contracts’ sources', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'i18n' ? [] : files(path); // the catalogue itself
        return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
      });
    const sources = [
      ...files(join(process.cwd(), 'src')),
      ...files(join(process.cwd(), '../packages/contracts/src')),
    ];
    const LITERAL_MESSAGE = [
      /\b(?:message|error):\s*'([^'\n]+)'/g,
      /\.(?:regex|min|max|int|email|length|refine|url)\([^()\n]*(?:\([^()\n]*\)[^()\n]*)*,\s*'([^'\n]+)'\)/g,
      /new AppError\(\s*'[A-Z_]+',\s*'([^'\n]+)'/g,
      /invalid\('([^'\n]+)'\)/g,
    ];
    const found: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of LITERAL_MESSAGE)
        for (const match of text.matchAll(pattern)) found.push(match[1]!);
    }
    expect(found.length).toBeGreaterThan(3);
    const missing = found.filter((en) => !hr(en).complete);
    expect(missing).toEqual([]);
  });
});

describe('error answers in the caller’s language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const wrongPassword = (language?: string) => {
    const req = request(ctx.app).post('/auth/login');
    if (language !== undefined) req.set('Accept-Language', language);
    return req.send({ email: DEMO.restaurantadmin, password: 'wrong-password' });
  };

  it('answers the spec’s English text without Accept-Language, or for another language', async () => {
    for (const language of [undefined, 'en', 'de-DE,de;q=0.9']) {
      const res = await wrongPassword(language);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      expect(res.headers['content-language']).toBe('en');
      expect(res.headers.vary).toMatch(/Accept-Language/i);
    }
  });

  it('answers Croatian for hr, with Content-Language and Vary', async () => {
    const res = await wrongPassword('hr-HR,hr;q=0.9,en;q=0.8');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Neispravna e-pošta ili lozinka', code: 'INVALID_CREDENTIALS' });
    expect(res.headers['content-language']).toBe('hr');
    expect(res.headers.vary).toMatch(/Accept-Language/i);
  });

  it('honours q-values', async () => {
    expect((await wrongPassword('hr;q=0.2, en;q=0.8')).body.error).toBe('Invalid email or password');
    expect((await wrongPassword('en;q=0.2, hr;q=0.8')).body.error).toBe('Neispravna e-pošta ili lozinka');
  });

  it('translates validation errors and every detail, naming the fields in Croatian', async () => {
    const { token } = await loginAs(ctx.app, DEMO.superadmin);
    const res = await request(ctx.app)
      .get('/reservations?pageSize=7&date=2026-02-30')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'hr');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(isCroatianCatalogueText(res.body.error)).toBe(true);
    const details = res.body.details as { message: string; path: unknown[] }[];
    expect(details.length).toBeGreaterThanOrEqual(2);
    for (const detail of details) expect(isCroatianCatalogueText(detail.message)).toBe(true);
    expect(details.map((d) => d.message)).toContain(
      'Polje „datum” mora biti kalendarski dan u obliku YYYY-MM-DD od 2000-01-01 do 2099-12-31',
    );
  });

  it('translates the 404 of an unknown route and the 401 of a missing token', async () => {
    const missing = await request(ctx.app).get('/no-such-route').set('Accept-Language', 'hr');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Ruta ne postoji: GET /no-such-route');
    const anonymous = await request(ctx.app).get('/reservations').set('Accept-Language', 'hr');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Potrebna je prijava');
  });
});
