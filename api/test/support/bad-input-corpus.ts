import * as contracts from '@stol/contracts';
import fc from 'fast-check';

/**
 * What careless clients and attackers send, by kind. The walk over the route registry (bad-input-walk.test)
 * sends these in path ids, query parameters, JSON bodies and headers of every route.
 */

/** Path or query ids that are not plain decimal ids of a PostgreSQL integer. */
export const BAD_IDS = [
  ' 1',
  '1 ',
  '0x10',
  '1e1',
  '+1',
  '01',
  '1.0',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999999',
  'abc',
  'NaN',
  'Infinity',
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '1%00',
  '%ED%A0%80',
  '١',
  '[1]',
];

/** Day keys that match the pattern but are no calendar day, or lie outside the served years. */
export const BAD_DAYS = [
  '2026-02-30',
  '2026-13-45',
  '0000-00-00',
  '2027-02-29',
  '9999-12-31',
  '1899-01-01',
  '2026-6-1',
  '20260610',
  '2026-06-10T10:00:00Z',
];

/** Instants no booking can have: impossible dates, no offset, out of range, beyond JavaScript's dates. */
export const BAD_DATETIMES = [
  '9999-12-31T23:00:00Z',
  '2026-02-30T10:00:00Z',
  '2026-06-10T10:00:00',
  '2026-06-10T24:00:00+02:00',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2026-06-10',
];

/** Text PostgreSQL cannot store as given, or that tries to be something else. */
export const BAD_STRINGS = [
  '\u0000',
  'Ana\u0000Horvat',
  '\uD800',
  'x\uDC00',
  "Robert'); DROP TABLE reservations;--",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '%',
  '\\',
  '\u202eevil',
  '   ',
  'x'.repeat(5000),
];

/** JSON values of the wrong kind or size for any field. */
export const BAD_JSON_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2147483648,
  1e308,
  -1e308,
  [],
  [1, 2],
  {},
  { $gt: '' },
  ...BAD_IDS,
  ...BAD_DAYS,
  ...BAD_DATETIMES,
  ...BAD_STRINGS,
];

/** Values a well-behaved client would send for a field of that name: they let a request get further in. */
const PLAUSIBLE: Record<string, unknown[]> = {
  restaurantId: [1, 2, '1'],
  tableId: [1, 2],
  reservationId: [1],
  date: ['2026-06-11', '2026-06-11T18:00:00+02:00'],
  guests: [2, '2'],
  partySize: [2],
  name: ['Ana Horvat'],
  phone: ['+385 91 234 5678'],
  email: ['ana@example.com'],
  status: ['confirmed', 'cancelled', 'all'],
  page: [1, '1'],
  pageSize: [20, '20'],
  anyTable: [true],
  additionalMinutes: [30],
  language: ['en', 'hr'],
  password: ['demo1234'],
  // The service rules (issue 24 §1): right, wrong in one detail, and a service ending at midnight.
  weeklyHours: [
    { mon: [] },
    {
      tue: [
        { open: '12:00', close: '15:00' },
        { open: '18:00', close: '24:00' },
      ],
    },
    { tue: [{ open: '18:00', close: '15:00' }] },
    { mon: [{ open: '24:00', close: '24:30' }], xyz: [] },
  ],
  mon: [[], [{ open: '12:00', close: '15:00' }], [{ open: '12:00' }]],
  open: ['12:00', '24:00', '7:00'],
  close: ['15:00', '24:00', '24:01'],
  turnTimes: [
    [
      { maxGuests: 2, minutes: 75 },
      { maxGuests: 6, minutes: 120 },
    ],
    [
      { maxGuests: 6, minutes: 120 },
      { maxGuests: 2, minutes: 75 },
    ],
    [{ maxGuests: 21, minutes: 10 }],
  ],
  maxGuests: [2, 21],
  minutes: [75, 14, 361],
  pacing: [{ maxCoversPerSlot: 24 }, { maxCoversPerSlot: 0 }, { maxCoversPerSlot: '24' }],
  maxCoversPerSlot: [24, 501],
  bookingWindow: [{ minNoticeMinutes: 120, maxDaysAhead: 60 }, {}, { maxDaysAhead: 366 }],
  minNoticeMinutes: [120, 10_081],
  maxDaysAhead: [60, 0],
};

/**
 * Every field name any request or response schema of the contracts declares: routes added later with new
 * schemas join the walk by exporting them.
 */
export function contractFieldNames(): string[] {
  const names = new Set<string>(Object.keys(PLAUSIBLE));
  for (const value of Object.values(contracts)) {
    const shape = (value as { shape?: unknown } | null)?.shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) names.add(key);
  }
  return [...names].sort();
}

/** A value for `field`: usually bad, sometimes what a real client sends. */
export const fieldValue = (field: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...BAD_JSON_VALUES) },
    { weight: 2, arbitrary: fc.constantFrom(...(PLAUSIBLE[field] ?? ['x', 1])) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );

/** A JSON body or query of a few known fields, each with a value from `fieldValue`. */
export const fieldMix = (fields: string[]) =>
  fc
    .uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: 6 })
    .chain((keys) => fc.tuple(...keys.map((k) => fieldValue(k).map((v) => [k, v] as const))))
    .map((pairs) => Object.fromEntries(pairs));

/**
 * Text as a careless client puts it in a URL: only what cannot travel in a request line is escaped, so `%`,
 * `+` and `[` arrive as typed; a lone surrogate goes as the bytes of an invalid UTF-8 sequence.
 */
export const rawUrlText = (text: string): string =>
  text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^\x21-\x7e]/g, encodeURIComponent);

/** A query string of the pairs (arrays repeat the key), each value percent-encoded or left raw. */
export function queryString(params: Record<string, unknown>, raw = false): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      // Raw: only what cannot travel in a request line is escaped, so `%`, `+` and `[` arrive as typed.
      const value = raw
        ? rawUrlText(text).replace(/[#&]/g, encodeURIComponent)
        : encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
      parts.push(`${encodeURIComponent(key)}=${value}`);
    }
  }
  return parts.join('&');
}

/** Bodies that are not the JSON they claim to be, or are encoded in ways the API does not read. */
export const BAD_RAW_BODIES: { headers: Record<string, string>; body: string | Buffer }[] = [
  { headers: { 'Content-Type': 'application/json' }, body: '{"name":' },
  { headers: { 'Content-Type': 'application/json' }, body: '"just a string"' },
  { headers: { 'Content-Type': 'application/json' }, body: 'null' },
  { headers: { 'Content-Type': 'application/json' }, body: '[]' },
  { headers: { 'Content-Type': 'application/json' }, body: '{"__proto__":{"admin":true}}' },
  { headers: { 'Content-Type': 'application/json' }, body: '['.repeat(3000) + ']'.repeat(3000) },
  { headers: { 'Content-Type': 'application/json' }, body: '{"a":'.repeat(200) + '1' + '}'.repeat(200) },
  { headers: { 'Content-Type': 'application/json; charset=latin1' }, body: '{"name":"Ana"}' },
  { headers: { 'Content-Type': 'application/json; charset=utf-16' }, body: '{"name":"Ana"}' },
  {
    headers: { 'Content-Type': 'application/json' },
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: 'not gzip at all' },
  { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' }, body: 'not brotli' },
  { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' }, body: 'nope' },
  { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd' }, body: '{}' },
  { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'x-unknown' }, body: '{}' },
  { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip, br' }, body: '{}' },
  { headers: { 'Content-Type': 'text/plain' }, body: '{"name":"Ana"}' },
  { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'name=Ana&restaurantId=1' },
  { headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\n\r\n--x--' },
  { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(120 * 1024) }) },
];

/** Headers that are malformed, forged or oversized. */
export const BAD_HEADERS: Record<string, string>[] = [
  { Authorization: 'Bearer' },
  { Authorization: 'Bearer not.a.jwt' },
  { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
  { Authorization: `Bearer ${'a'.repeat(6000)}` },
  { Authorization: 'Basic YWRtaW46YWRtaW4=' },
  { Authorization: 'Bearer a b c' },
  { Cookie: 'stol_refresh=%' },
  { Cookie: `stol_refresh=${'z'.repeat(4000)}` },
  { Cookie: 'stol_refresh=' },
  { 'Idempotency-Key': 'k'.repeat(500) },
  { 'Idempotency-Key': '' },
  { 'X-Forwarded-For': 'not-an-ip, 999.1.1.1' },
  { 'X-Request-Id': '../../etc/passwd' },
  { 'Accept-Language': '*;q=x, hr-HR;q=2' },
  { Accept: 'text/csv;q=0' },
  { 'If-None-Match': '*' },
  { Range: 'bytes=999999-' },
];
