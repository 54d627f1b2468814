import { withClient } from './bench-database';
import {
  countAndRemoveBooking,
  pickFreeSlot,
  postAsGuest,
  raceGuestName,
  serverErrorsIn,
} from './concurrent-booking';
import { percentile } from './http';

export interface HoldRaceResult {
  restaurantId: number;
  tableId: number;
  slotStart: string;
  /** Guests in the race; each sends a hold and then a booking, so twice as many requests. */
  guests: number;
  /** Status code → how many holds (POST /public/holds) answered it (0 = no answer). */
  holdStatusCodes: Record<string, number>;
  /** Status code → how many bookings (POST /reserve) answered it. */
  bookStatusCodes: Record<string, number>;
  holdsCreated: number;
  bookingsCreated: number;
  /** 409 answers that are the API's overlap error: code RESERVATION_OVERLAP and a message naming the table. */
  clearConflicts: number;
  /** Every other answer: 409s without that body, other 4xx, no answer (5xx are counted on their own). */
  unclear: number;
  serverErrors: number;
  /** Reservations the database holds for that table and slot afterwards (must be exactly 1). */
  rowsInDatabase: number;
  /** Guest holds left on the table afterwards (must be 0: the booking consumes the winner's hold). */
  holdsLeft: number;
  elapsedMs: number;
  /** Requests (holds and bookings) per second over the whole race. */
  requestsPerSecond: number;
  /** A guest's hold + book, end to end. */
  p50Ms: number;
  p99Ms: number;
}

const isClearConflict = (answer: { status: number; body: unknown }) => {
  if (answer.status !== 409 || typeof answer.body !== 'object' || answer.body === null) return false;
  const body = answer.body as { code?: unknown; error?: unknown };
  return body.code === 'RESERVATION_OVERLAP' && typeof body.error === 'string' && body.error.length > 0;
};

/**
 * Scenario (f): N guests pick the same table and time on the guest site at the same moment. Each asks for a
 * hold (issue 12 §2) and then books: with its hold when it got one, without when it was refused (a page that
 * ignores the refusal, so the hold is shown to keep everyone else out, not just the polite). Exactly one hold
 * and one booking may succeed; every other answer must be the API's 409 naming the table; never a 5xx. The
 * database is then asked directly (one booking, no hold left over) and the booking is deleted.
 */
export async function raceThroughHolds(
  apiUrl: string,
  databaseUrl: string,
  restaurantId: number,
  date: string,
  guests: number,
): Promise<HoldRaceResult> {
  const slot = await pickFreeSlot(apiUrl, databaseUrl, restaurantId, date);
  const name = raceGuestName();
  const holdStatusCodes: Record<string, number> = {};
  const bookStatusCodes: Record<string, number> = {};
  const count = (codes: Record<string, number>, status: number) => (codes[status] = (codes[status] ?? 0) + 1);
  let clearConflicts = 0;
  const durations: number[] = [];

  const started = performance.now();
  await Promise.all(
    Array.from({ length: guests }, async () => {
      const t0 = performance.now();
      const hold = await postAsGuest(`${apiUrl}/public/holds`, {
        tableId: slot.tableId,
        date: slot.start,
        guests: 2,
      });
      count(holdStatusCodes, hold.status);
      if (isClearConflict(hold)) clearConflicts++;
      const holdId = hold.status === 201 ? (hold.body as { holdId: string }).holdId : undefined;
      const book = await postAsGuest(`${apiUrl}/reserve`, {
        tableId: slot.tableId,
        name,
        phone: '+385912345678',
        guests: 2,
        date: slot.start,
        ...(holdId ? { holdId } : {}),
      });
      count(bookStatusCodes, book.status);
      if (isClearConflict(book)) clearConflicts++;
      durations.push(performance.now() - t0);
    }),
  );
  const elapsedMs = performance.now() - started;

  const holdsLeft = await withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ n: string }>(
      `select count(*) as n from reservation_tables where table_id = $1 and hold_id is not null`,
      [slot.tableId],
    );
    return Number(rows[0]!.n);
  });
  const rowsInDatabase = await countAndRemoveBooking(databaseUrl, slot, name);

  const holdsCreated = holdStatusCodes[201] ?? 0;
  const bookingsCreated = bookStatusCodes[201] ?? 0;
  const serverErrors = serverErrorsIn(holdStatusCodes) + serverErrorsIn(bookStatusCodes);
  return {
    restaurantId,
    tableId: slot.tableId,
    slotStart: slot.start,
    guests,
    holdStatusCodes,
    bookStatusCodes,
    holdsCreated,
    bookingsCreated,
    clearConflicts,
    unclear: 2 * guests - holdsCreated - bookingsCreated - clearConflicts - serverErrors,
    serverErrors,
    rowsInDatabase,
    holdsLeft,
    elapsedMs: Math.round(elapsedMs),
    requestsPerSecond: Math.round(((2 * guests) / elapsedMs) * 1000),
    p50Ms: Math.round(percentile(durations, 50)),
    p99Ms: Math.round(percentile(durations, 99)),
  };
}
