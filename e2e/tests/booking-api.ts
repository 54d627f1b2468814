import { expect } from '@playwright/test';
import { API_URL } from '../ports.mjs';
import { stackNow } from '../clock.mjs';
import { botProof } from './bot-proof';
import { callApi, tablesWithSeatedParty, tokenOf } from './host-api';

/**
 * Test data through the public API, the way the guest site makes it: a booking is placed at one of the slots
 * the availability endpoint offers, so the suites never compute Zagreb wall times themselves.
 */

interface TPublicTable {
  id: number;
  number: number;
  seats: number;
}

interface TSlot {
  time: string;
  start: string;
  available: boolean;
}

/** The Zagreb calendar day `days` from today, YYYY-MM-DD. */
export function zagrebDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(stackNow());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${API_URL}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

export async function tableByNumber(restaurantId: number, number: number): Promise<TPublicTable> {
  const tables = await getJson<TPublicTable[]>(`/public/tables?restaurantId=${restaurantId}`);
  const table = tables.find((t) => t.number === number);
  if (!table) throw new Error(`restaurant ${restaurantId} has no table ${number}`);
  return table;
}

/** Books `name` on a table at a Zagreb day and HH:mm through POST /reserve; returns the reservation id. */
export async function bookViaApi(input: {
  restaurantId: number;
  tableNumber: number;
  day: string;
  time: string;
  name: string;
}): Promise<number> {
  const table = await tableByNumber(input.restaurantId, input.tableNumber);
  const { slots } = await getJson<{ slots: TSlot[] }>(
    `/public/availability?restaurantId=${input.restaurantId}&date=${input.day}&tableId=${table.id}`,
  );
  const slot = slots.find((s) => s.time === input.time);
  if (!slot?.available)
    throw new Error(`table ${input.tableNumber} is not free on ${input.day} ${input.time}`);
  const res = await fetch(`${API_URL}/reserve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      tableId: table.id,
      name: input.name,
      phone: '+385 91 555 0199',
      guests: Math.max(1, Math.floor(table.seats / 2)),
      date: slot.start,
      ...(await botProof()),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { reservation } = (await res.json()) as { reservation: { id: number } };
  return reservation.id;
}

/**
 * A booking 60–90 minutes from the stack's now (the next half-hour slot an hour on): inside the 2 hours before
 * the start in which check-in is accepted (DESIGN §7), and early enough that the day view asks first.
 */
export async function bookWithinTheHour(name: string): Promise<{ id: number; tableNumber: number }> {
  const day = zagrebDayFromToday(0);
  const slot = new Date(Math.ceil((stackNow().getTime() + 60 * 60_000) / 1_800_000) * 1_800_000);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zagreb',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(slot);
  // A table with a party seated now looks occupied whatever is booked later: not one to watch turn occupied.
  const token = await tokenOf('admin@demo.test');
  const seated = await tablesWithSeatedParty(token);
  const tables = (await callApi(token, 'GET', '/tables?restaurantId=1')).body as {
    id: number;
    number: number;
  }[];
  const seatedNumbers = new Set(tables.filter((t) => seated.has(t.id)).map((t) => t.number));
  for (let tableNumber = 1; tableNumber <= 12; tableNumber++) {
    if (seatedNumbers.has(tableNumber)) continue;
    try {
      return { id: await bookViaApi({ restaurantId: 1, tableNumber, day, time, name }), tableNumber };
    } catch {
      // Taken (or no such table): try the next one.
    }
  }
  throw new Error(`no free table at ${time}`);
}
