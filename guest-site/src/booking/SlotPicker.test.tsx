import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TAvailabilityResponse, TAvailabilitySlot, TSlotUnavailableReason } from '@stol/contracts';
import { aTable } from '@stol/platform/testing';
import { FormHarness, grantBotChallenges } from '../test/booking-fixtures';
import { API, setupGuestApi, statusSaying } from '../test/msw';
import { addDays, zagrebToday } from './zagreb-time';

const server = setupGuestApi();
grantBotChallenges(server);

const day = addDays(zagrebToday(), 3);
// Table 1 asked for; 2 beside it, 3 across the room, 4 seats two only.
const tables = [
  aTable({ id: 11, number: 1, seats: 4, x: 100, y: 100 }),
  aTable({ id: 12, number: 2, seats: 4, x: 200, y: 100 }),
  aTable({ id: 13, number: 3, seats: 4, x: 800, y: 800 }),
  aTable({ id: 14, number: 4, seats: 2, x: 150, y: 150 }),
];

/** The day as GET /public/availability answers it for `tableId`: table 1 is taken 18:00–19:00, table 2 at 19:30. */
function dayFor(tableId: number, guests: number): TAvailabilityResponse {
  const reasonAt = (time: string, id: number): TSlotUnavailableReason | null => {
    if (time === '17:00') return 'past';
    const seats = tables.find((t) => t.id === id)!.seats;
    if (guests > seats) return 'too_small';
    if (id === 11 && (time === '18:00' || time === '18:30' || time === '19:00')) return 'taken';
    if (id === 12 && time === '19:30') return 'being_booked';
    return null;
  };
  const slots: TAvailabilitySlot[] = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00'].map(
    (time) => {
      const reason = reasonAt(time, tableId);
      return {
        time,
        start: `${day}T${time}:00.000Z`,
        end: `${day}T${time}:00.000Z`,
        available: reason === null,
        reason,
        tableId,
        unavailable: tables.reduce<TAvailabilitySlot['unavailable']>((byReason, t) => {
          const why = reasonAt(time, t.id);
          if (why !== null) (byReason[why] ??= []).push(t.id);
          return byReason;
        }, {}),
      };
    },
  );
  return {
    restaurantId: 1,
    date: day,
    closed: false,
    openHour: 17,
    closeHour: 21,
    intervalMin: 30,
    durationMin: 60,
    bufferMin: 0,
    fullyBooked: false,
    slots,
  };
}

const holds: Array<{ tableId: number; date: string }> = [];
beforeEach(() => {
  holds.length = 0;
  server.use(
    http.get(`${API}/public/availability`, ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(
        // The page asks for the whole restaurant (no table, no party) and derives the rest (day-view.ts).
        dayFor(11, Number(url.searchParams.get('guests')) || 1),
      );
    }),
    http.post(`${API}/public/holds`, async ({ request }) => {
      const body = (await request.json()) as { tableId: number; date: string };
      holds.push(body);
      const expiresAt = new Date(Date.now() + 300_000).toISOString();
      return HttpResponse.json(
        { holdId: `hold-${holds.length}`.padEnd(20, '0'), ...body, endDate: body.date, expiresAt },
        { status: 201 },
      );
    }),
    http.delete(`${API}/public/holds/:holdId`, () => new HttpResponse(null, { status: 204 })),
  );
});

/** The form as the page holds it: an offered table becomes the page's chosen table. */
const Page = () => <FormHarness tables={tables} />;

const times = () => screen.getByRole('group', { name: 'Time' });

it('a taken time says why and offers the nearest times at that table and the nearest tables at that time', async () => {
  render(<Page />);
  await userEvent.type(screen.getByLabelText('Date'), day);
  const taken = await within(times()).findByRole('button', { name: /18:30\s*taken/ });
  expect(taken).toHaveAttribute('data-unavailable', 'true');
  await userEvent.click(taken);

  expect(statusSaying('Table 1 is already booked at 18:30.')).not.toBeNull();
  const offer = screen.getByRole('region', { name: 'Instead of 18:30' });
  const otherTimes = within(offer).getByRole('group', { name: 'Other times at table 1' });
  // 17:30 and 19:30 are both an hour away (the earlier first), 20:00 next; 17:00 is past.
  expect(
    within(otherTimes)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['17:30', '19:30', '20:00']);
  const otherTables = within(offer).getByRole('group', { name: 'Other tables at 18:30' });
  // Nearest to table 1 first; table 4 seats two and the party is two.
  expect(
    within(otherTables)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Table 4, seats: 2', 'Table 2, seats: 4', 'Table 3, seats: 4']);
  // Nothing is chosen yet: the details wait for a bookable time.
  expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  expect(holds).toEqual([]);
});

it('choosing an offered table keeps the time, switches the table and holds it', async () => {
  render(<Page />);
  await userEvent.type(screen.getByLabelText('Date'), day);
  await userEvent.click(await within(times()).findByRole('button', { name: /18:30\s*taken/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Table 2, seats: 4' }));

  expect(screen.getByTestId('table')).toHaveTextContent('12');
  // The offer clicked is gone: focus is on the time now chosen, drawn anew for table 2.
  await waitFor(() => expect(within(times()).getByRole('button', { name: '18:30' })).toHaveFocus());
  expect(await within(times()).findByRole('button', { name: '18:30', pressed: true })).not.toHaveAttribute(
    'data-unavailable',
  );
  expect(await screen.findByLabelText('Name')).toBeInTheDocument();
  // The hold carries the bot check's proof (issue 19 §11), solved first: on a busy machine that takes a moment.
  await waitFor(() =>
    expect(holds).toEqual([
      {
        tableId: 12,
        date: `${day}T18:30:00.000Z`,
        guests: 2,
        replaceHoldId: null,
        altcha: expect.any(String),
      },
    ]),
  );
  expect(screen.queryByRole('region', { name: /^Instead of/ })).not.toBeInTheDocument();
});

it('choosing an offered time books that time at the same table, by keyboard too', async () => {
  render(<Page />);
  await userEvent.type(screen.getByLabelText('Date'), day);
  const taken = await within(times()).findByRole('button', { name: /19:00\s*taken/ });
  taken.focus();
  await userEvent.keyboard('{Enter}');
  const otherTimes = screen.getByRole('group', { name: 'Other times at table 1' });
  expect(
    within(otherTimes)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['19:30', '20:00', '17:30']);
  within(otherTimes).getByRole('button', { name: '19:30' }).focus();
  await userEvent.keyboard(' ');
  expect(within(times()).getByRole('button', { name: '19:30', pressed: true })).toHaveFocus();
  expect(screen.getByTestId('table')).toHaveTextContent('11');
  expect(await screen.findByLabelText('Name')).toBeInTheDocument();
});

it('a past time says so; a time being booked by someone else says so', async () => {
  render(<Page />);
  await userEvent.type(screen.getByLabelText('Date'), day);
  await userEvent.click(await within(times()).findByRole('button', { name: /17:00\s*past/ }));
  expect(statusSaying('17:00 has already passed.')).not.toBeNull();
  // Every table is past at 17:00: only later times are offered.
  expect(screen.queryByRole('group', { name: /^Other tables/ })).not.toBeInTheDocument();
  await userEvent.click(within(times()).getByRole('button', { name: /18:00\s*taken/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Table 2, seats: 4' }));
  await userEvent.click(
    await within(times()).findByRole('button', { name: /19:30\s*someone is booking it/ }),
  );
  expect(statusSaying('Someone is booking table 2 at 19:30 right now.')).not.toBeNull();
});
