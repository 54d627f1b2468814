import * as contracts from '@stol/contracts';
import {
  ConvertResponseShape,
  LargePartyListResponseShape,
  RestaurantOptionsShape,
  RestaurantShape,
  RestaurantStatsShape,
  ReservationListResponseShape,
  ReservationMessagesResponseShape,
  StatsShape,
  TableListResponseShape,
  TableSuggestionsResponseShape,
  WaitlistEntryShape,
  WaitlistListResponseShape,
  WalkInResponseShape,
  type TStandardSchema,
} from '@stol/contracts';
import type { z } from 'zod';
import { aMessage, anEntry, aReservation, aRestaurant, aTable, listResponse } from '../test/day-fixtures';
import { aLargePartyRequest, suggestions } from '../test/large-party-fixtures';

/**
 * The dashboard checks its answers with the shapes zod writes for the contracts (no zod on sign-in, issue 8). Here
 * both judge the same answers: realistic ones, then every variant with one field removed or of the wrong type, at
 * every depth. They must agree on each (refinements beyond the JSON Schema, such as "a real instant", are the
 * API's to keep: no variant here alters a string's content).
 */
const {
  table: _table,
  tables: _tables,
  restaurant: _restaurant,
  pendingApproval: _p,
  ...reservation
} = aReservation({ isWalkIn: true });

const CASES: [string, z.ZodType, TStandardSchema<unknown>, unknown][] = [
  ['Stats', contracts.ZStats, StatsShape, { reservationsToday: 3, reservationsThisWeek: 12 }],
  [
    'RestaurantStats',
    contracts.ZRestaurantStats,
    RestaurantStatsShape,
    { restaurants: [{ id: 1, name: 'Konoba Mate', reservationsToday: 2, reservationsThisWeek: 9 }] },
  ],
  [
    'ReservationListResponse',
    contracts.ZReservationListResponse,
    ReservationListResponseShape,
    listResponse([
      aReservation(),
      aReservation({ id: 102, status: 'cleared', email: null, tables: [{ tableId: 12, number: 2 }] }),
    ]),
  ],
  ['TableListResponse', contracts.ZTableListResponse, TableListResponseShape, [aTable(), aTable({ id: 12 })]],
  [
    'Restaurant',
    contracts.ZRestaurant,
    RestaurantShape,
    aRestaurant({
      specialHours: { '2026-12-24': { openHour: 10, closeHour: 14 }, '2026-12-25': { closed: true } },
    }),
  ],
  [
    'ReservationMessagesResponse',
    contracts.ZReservationMessagesResponse,
    ReservationMessagesResponseShape,
    { messages: [aMessage(), aMessage({ id: 2, channel: 'sms', subject: null, status: 'failed' })] },
  ],
  [
    'WaitlistListResponse',
    contracts.ZWaitlistListResponse,
    WaitlistListResponseShape,
    { entries: [anEntry(), anEntry({ id: 502, status: 'notified', notifyDelivery: 'sent' })] },
  ],
  ['WaitlistEntry', contracts.ZWaitlistEntry, WaitlistEntryShape, anEntry()],
  [
    'ConvertResponse',
    contracts.ZConvertResponse,
    ConvertResponseShape,
    { message: 'Converted', reservation },
  ],
  ['WalkInResponse', contracts.ZWalkInResponse, WalkInResponseShape, { reservation }],
  [
    'RestaurantOptions',
    contracts.ZRestaurantOptions,
    RestaurantOptionsShape,
    [
      { id: 1, name: 'Konoba Mate', openHour: 11, closeHour: 21, specialHours: {} },
      { id: 2, name: 'Stari grad' },
    ],
  ],
  [
    'LargePartyListResponse',
    contracts.ZLargePartyListResponse,
    LargePartyListResponseShape,
    { requests: [aLargePartyRequest(), aLargePartyRequest({ id: 502, email: null })] },
  ],
  [
    'TableSuggestionsResponse',
    contracts.ZTableSuggestionsResponse,
    TableSuggestionsResponseShape,
    suggestions(),
  ],
];

const WRONG_VALUES: unknown[] = [null, 'text', 1.5, -1, true, [], {}];

/** The answer with one change at `path`: the key removed, or its value replaced. */
function variants(value: unknown, path: (string | number)[] = []): { path: string; value: unknown }[] {
  const out: { path: string; value: unknown }[] = [];
  const at = (change: (copy: unknown) => unknown, label: string) =>
    out.push({ path: label, value: change(value) });
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      for (const inner of variants(item, [...path, i]))
        at(() => value.map((v, j) => (j === i ? inner.value : v)), inner.path);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const label = [...path, key].join('.');
      at(() => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)), `${label} removed`);
      for (const wrong of WRONG_VALUES)
        at(() => ({ ...value, [key]: wrong }), `${label} = ${JSON.stringify(wrong)}`);
      for (const inner of variants(item, [...path, key]))
        at(() => ({ ...value, [key]: inner.value }), inner.path);
    }
  }
  return out;
}

const fits = (shape: TStandardSchema<unknown>, value: unknown) => !shape['~standard'].validate(value).issues;

describe.each(CASES)('%s: the shape and the zod schema agree', (_name, schema, shape, answer) => {
  it('on a realistic answer, which both accept as it is', () => {
    expect(schema.safeParse(answer).success).toBe(true);
    expect(shape['~standard'].validate(answer)).toEqual({ value: answer });
  });

  it('on every answer with one field removed or of another type, at every depth', () => {
    const all = variants(answer);
    expect(all.length).toBeGreaterThan(10);
    const disagreements = all
      .filter(({ value }) => schema.safeParse(value).success !== fits(shape, value))
      .map(({ path }) => path);
    expect(disagreements).toEqual([]);
    // Not vacuous: most variants are refused by both.
    expect(all.filter(({ value }) => !fits(shape, value)).length).toBeGreaterThan(all.length / 2);
  });
});
