import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aReservation, aTable, minutesFromNow } from '../../../test/day-fixtures';
import { dayHandlers } from '../../../test/day-handlers';
import { setupApiServer } from '../../../test/msw';
import { API, aUser, renderApp } from '../../../test/remote';

const server = setupApiServer();
const admin = aUser({ role: 'restaurantadmin', language: 'en' });

const form = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Walk-in' })).closest('section') as HTMLElement;

const tables = [
  aTable({ id: 11, number: 1, seats: 4 }),
  aTable({ id: 12, number: 2, seats: 2 }),
  aTable({ id: 13, number: 3, seats: 6, status: 'maintenance' }),
  aTable({ id: 14, number: 4, seats: 8 }),
];
// Table 4 is occupied now.
const seated = aReservation({
  tableId: 14,
  table: { id: 14, number: 4, status: 'available' },
  date: minutesFromNow(-10),
  endDate: minutesFromNow(50),
});

describe('walk-in form', () => {
  it("says the tables are loading until they are known, not 'No table is free' (issue 19 §5)", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(...dayHandlers({ tables }));
    server.use(
      http.get(`${API}/tables`, async () => {
        await answered;
        return HttpResponse.json(tables);
      }),
    );
    renderApp({ user: admin });
    const select = within(await form()).getByRole('combobox', { name: 'Table' });
    expect(within(select).getByRole('option', { name: 'Loading tables…' })).toBeInTheDocument();
    expect(
      within(select).queryByRole('option', { name: 'No table is free right now.' }),
    ).not.toBeInTheDocument();
    expect(select).toBeDisabled();
    answer();
    await within(select).findByRole('option', { name: 'Table 1 · 4 seats' });
    expect(select).toBeEnabled();
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Choose a table');
  });

  it("says 'No table is free right now.' once the tables are known and none is free", async () => {
    server.use(...dayHandlers({ tables: [tables[2]!] }));
    renderApp({ user: admin });
    const select = within(await form()).getByRole('combobox', { name: 'Table' });
    expect(
      await within(select).findByRole('option', { name: 'No table is free right now.' }),
    ).toBeInTheDocument();
    expect(select).toBeEnabled();
  });

  it('offers only the tables free now and not held, with their seats', async () => {
    server.use(...dayHandlers({ tables, reservations: [seated] }));
    renderApp({ user: admin });
    const section = await form();
    const select = within(section).getByRole('combobox', { name: 'Table' });
    await within(select).findByRole('option', { name: 'Table 1 · 4 seats' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a table', 'Table 1 · 4 seats', 'Table 2 · 2 seats']);
  });

  it('keeps Seat now disabled without a table, below 1 guest, and when the table seats too few', async () => {
    server.use(...dayHandlers({ tables }));
    renderApp({ user: admin });
    const section = await form();
    const submit = within(section).getByRole('button', { name: 'Seat now' });
    expect(submit).toBeDisabled();
    const select = within(section).getByRole('combobox', { name: 'Table' });
    await within(select).findByRole('option', { name: 'Table 2 · 2 seats' });
    await userEvent.selectOptions(select, '12');
    expect(submit).toBeEnabled();
    const party = within(section).getByRole('spinbutton', { name: /Party size/ });
    await userEvent.clear(party);
    await userEvent.type(party, '0');
    expect(submit).toBeDisabled();
    await userEvent.clear(party);
    await userEvent.type(party, '3');
    expect(within(section).getByRole('status')).toHaveTextContent('Table 2 seats only 2.');
    expect(submit).toBeDisabled();
  });

  it('seats the party with a toast, sending name and phone only when given', async () => {
    const bodies: unknown[] = [];
    server.use(...dayHandlers({ tables }));
    server.use(
      http.post(`${API}/walkin/seat-now`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { reservation: { ...aReservation({ name: 'Obitelj Kos' }), isWalkIn: true } },
          { status: 201 },
        );
      }),
    );
    renderApp({ user: admin });
    const section = await form();
    const select = within(section).getByRole('combobox', { name: 'Table' });
    await within(select).findByRole('option', { name: 'Table 1 · 4 seats' });
    await userEvent.selectOptions(select, '11');
    await userEvent.type(within(section).getByRole('textbox', { name: /Name/ }), 'Obitelj Kos');
    await userEvent.click(within(section).getByRole('button', { name: 'Seat now' }));
    expect(await screen.findByText('Walk-in of 2 seated at table 1')).toBeInTheDocument();
    expect(bodies).toEqual([{ restaurantId: 1, tableId: 11, partySize: 2, name: 'Obitelj Kos' }]);
    expect(select).toHaveValue('');
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the form, not only in a toast", async () => {
    server.use(...dayHandlers({ tables }));
    server.use(
      http.post(`${API}/walkin/seat-now`, () =>
        HttpResponse.json(
          {
            error: 'Cannot create reservation: Table 1 (19:00-20:00) are already reserved.',
            code: 'RESERVATION_OVERLAP',
          },
          { status: 409 },
        ),
      ),
    );
    renderApp({ user: admin });
    const section = await form();
    const select = within(section).getByRole('combobox', { name: 'Table' });
    await within(select).findByRole('option', { name: 'Table 1 · 4 seats' });
    await userEvent.selectOptions(select, '11');
    await userEvent.click(within(section).getByRole('button', { name: 'Seat now' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Cannot create reservation: Table 1 (19:00-20:00) are already reserved.',
    );
  });
});
