import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import type {
  TAvailabilityResponse,
  TAvailabilitySlot,
  TGuestReservationView,
  TPublicRestaurant,
  TTable,
} from '@stol/contracts';
import { largePartyMinDaysAhead } from '@stol/contracts';
import { aRestaurant, aTable } from '@stol/platform/testing';
import { useState, type Ref } from 'react';
import { BookingForm, type TBookingFormHandle } from '../booking/BookingForm';
import { chooseTable, largePartyRange, type TBookingMode } from '../booking/mode';
import { useBookingDay } from '../booking/use-booking-day';
import { addDays, zagrebToday } from '../booking/zagreb-time';
import { API } from './msw';

/** The day the booking-form tests book: three days ahead, so never in the past. */
export const day = addDays(zagrebToday(), 3);

/** A slot of `day` (18:00 starts 17:00Z, later times 18:00Z), free when `reason` is null. */
export const slot = (time: string, reason: TAvailabilitySlot['reason']): TAvailabilitySlot => ({
  time,
  start: `${day}T${time === '18:00' ? '17' : '18'}:00:00.000Z`,
  end: `${day}T20:00:00.000Z`,
  available: reason === null,
  reason,
  tableId: reason === null ? 11 : null,
  unavailable: reason === null ? {} : { [reason]: [11] },
});

/** `day`'s availability: 18:00 free and 19:00 taken, unless `over` says otherwise. */
export const availability = (over: Partial<TAvailabilityResponse>): TAvailabilityResponse => ({
  restaurantId: 1,
  date: day,
  closed: false,
  openHour: 11,
  closeHour: 23,
  intervalMin: 30,
  durationMin: 60,
  bufferMin: 0,
  fullyBooked: false,
  slots: [slot('18:00', null), slot('19:00', 'taken')],
  ...over,
});

/** POST /reserve's 201 for table 11 at `day` 18:00. */
export const reserved = () =>
  HttpResponse.json(
    { reservation: { tableId: 11, date: `${day}T17:00:00.000Z`, guests: 2, token: 't'.repeat(20) } },
    { status: 201 },
  );

/** The hold the API grants on the chosen table and time (issue 12 §2); answers the ids let go since. */
export const HOLD_ID = 'hold-1234567890abcdef';
/** The bodies of the holds asked for since the test began (grantHolds). */
export const holdRequests: unknown[] = [];
export function grantHolds(server: ReturnType<typeof setupServer>): string[] {
  const released: string[] = [];
  beforeEach(() => {
    released.length = 0;
    holdRequests.length = 0;
    sessionStorage.clear();
    server.use(
      http.post(`${API}/public/holds`, async ({ request }) => {
        const body = (await request.json()) as { tableId: number; date: string };
        holdRequests.push(body);
        return HttpResponse.json(
          {
            holdId: HOLD_ID,
            tableId: body.tableId,
            date: body.date,
            endDate: body.date,
            expiresAt: new Date(Date.now() + 300_000).toISOString(),
          },
          { status: 201 },
        );
      }),
      http.delete(`${API}/public/holds/:holdId`, ({ params }) => {
        released.push(String(params.holdId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });
  return released;
}

/**
 * The bot check (issue 12 §2): each GET /public/bot-challenge hands out a real ALTCHA challenge (SHA-256 of salt +
 * secret number), numbered, that the form solves by itself. Answers the signatures handed out so far.
 */
export function grantBotChallenges(server: ReturnType<typeof setupServer>): string[] {
  const challenges: string[] = [];
  beforeEach(() => {
    challenges.length = 0;
    server.use(
      http.get(`${API}/public/bot-challenge`, async () => {
        const challenge = await altchaChallenge(challenges.length + 1);
        challenges.push(challenge.signature);
        return HttpResponse.json({ mode: 'altcha', challenge });
      }),
    );
  });
  return challenges;
}

async function altchaChallenge(round: number) {
  const salt = `salt${round}?expires=${Math.floor(Date.now() / 1000) + 600}&`;
  const number = 40 + round;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + number));
  const challenge = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return { algorithm: 'SHA-256', challenge, maxnumber: 100, salt, signature: `signature-${round}` };
}

/** The ALTCHA solution a request carried. */
export const proofOf = (body: unknown) =>
  JSON.parse(atob((body as { altcha: string }).altcha)) as { number: number; signature: string };

/** The guest picks `day` and 18:00, then gives a name and a valid phone. */
export async function fillDetailsAt18() {
  await userEvent.type(screen.getByLabelText('Date'), day);
  await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
  await userEvent.type(screen.getByLabelText('Name'), 'Ana');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '912345678');
}

const ONE_TABLE = [aTable({ id: 11, number: 1, seats: 4 })];
const TABLE_11: TBookingMode = { tableId: 11, anyTable: false, largeParty: false, guests: 2 };

/**
 * The booking form as the reservation page holds it: the page's one choice of day and time, its availability
 * (one answer per day, derived for the choice) and its mode, with the chosen table shown as `table` for tests.
 */
export function FormHarness({
  restaurant = aRestaurant(),
  tables = ONE_TABLE,
  mode: initialMode = TABLE_11,
  version = 0,
  formRef,
}: {
  restaurant?: TPublicRestaurant;
  tables?: TTable[];
  mode?: TBookingMode;
  version?: number;
  formRef?: Ref<TBookingFormHandle>;
}) {
  const [mode, setMode] = useState(initialMode);
  const [date, setDate] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const [holdId, setHoldId] = useState<string | null>(null);
  const { day, failed } = useBookingDay(restaurant.id, tables, mode, date, version, holdId);
  const today = zagrebToday();
  return (
    <>
      <span data-testid="table">{mode.tableId}</span>
      <BookingForm
        ref={formRef}
        restaurant={restaurant}
        tables={tables}
        mode={mode}
        large={largePartyRange()}
        date={date}
        time={time}
        onDate={setDate}
        onTime={setTime}
        minDate={mode.largeParty ? addDays(today, largePartyMinDaysAhead(restaurant.floorplan)) : today}
        day={day}
        availabilityFailed={failed}
        onGuests={(guests) => setMode((m) => ({ ...m, guests }))}
        onHold={setHoldId}
        onTable={(table) => setMode((m) => chooseTable(m, table))}
      />
    </>
  );
}

/** The booking form with one table (id 11, number 1, 4 seats); by default that table for 2 guests. */
export function renderBookingForm({
  restaurant = aRestaurant(),
  mode = TABLE_11,
}: { restaurant?: TPublicRestaurant; mode?: TBookingMode } = {}) {
  return render(<FormHarness restaurant={restaurant} mode={mode} />);
}

/** The link token of the link-screen tests, and the booking GET /public/reservations/{token} answers for it. */
export const LINK_TOKEN = 'tok_1234567890abcdef';
const linkRestaurant = { id: 1, name: 'Konoba Mate', address: null };
export const aGuestView = (over: Partial<TGuestReservationView> = {}): TGuestReservationView => ({
  id: 5,
  name: 'Ana',
  date: '2026-12-18T18:30:00.000Z',
  endDate: '2026-12-18T19:30:00.000Z',
  guests: 3,
  status: 'booked' as TGuestReservationView['status'],
  table: { id: 14, number: 4, seats: 4, restaurant: linkRestaurant },
  restaurant: linkRestaurant,
  canChange: true,
  changeRefusal: null,
  changeDeadline: null,
  ...over,
});
