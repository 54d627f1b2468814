import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aReservation, listResponse } from '../../../test/fixtures';
import { setupApiServer } from '../../../test/msw';
import { API, aUser } from '@stol/platform/testing';
import { renderApp } from '../../../test/remote';
import { recordListRequests } from '../../../test/requests';

const server = setupApiServer();

const admin = aUser({ role: 'restaurantadmin', restaurantId: 1 });
const staff = aUser({ role: 'staff', restaurantId: 1, email: 'staff@demo.test' });

const option = (id: number, number: number, seats: number, extra: object = {}) => ({
  id,
  number,
  seats,
  status: 'available',
  free: true,
  current: false,
  ...extra,
});

/** The table options at a start: table 4 is taken at the booked time but free at the other one. */
const tableOptionsRequests: (string | null)[] = [];
const tableOptions = http.get(`${API}/reservations/101/table-options`, ({ request }) => {
  const date = new URL(request.url).searchParams.get('date');
  tableOptionsRequests.push(date);
  return HttpResponse.json({
    start: date ?? '2099-06-01T17:00:00.000Z',
    end: '2099-06-01T18:00:00.000Z',
    tables: [
      option(11, 1, 4, { current: true }),
      option(12, 2, 2),
      option(13, 3, 6, { status: 'maintenance', free: false }),
      option(14, 4, 8, { free: date !== null }),
    ],
  });
});

const LABEL = 'Ana Horvat, 01.06. 19:00';

/** Renders the list with one reservation (table 1, party of 3) and opens its Resolve section. */
async function openResolve(user = admin, options: { mantineEnv?: 'test' } = {}) {
  tableOptionsRequests.length = 0;
  const list = recordListRequests(() =>
    listResponse([aReservation({ id: 101, tableId: 11, guests: 3, partySize: 3 })]),
  );
  server.use(list.handler, tableOptions);
  const rendered = renderApp({ user, ...options });
  await userEvent.click(await screen.findByRole('button', { name: `Resolve: ${LABEL}` }));
  // The panel is a lazy chunk (with its date-time picker): it appears once loaded.
  const region = await screen.findByRole('region', { name: `Resolve: ${LABEL}` });
  const tableSelect = within(region).getByLabelText('Reassign to table');
  await waitFor(() => expect(tableSelect).toBeEnabled());
  return { list, region, tableSelect, ...rendered };
}

/** Records PATCH bodies and answers with the given response. */
function patchHandler(respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.patch(`${API}/reservations/101`, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

describe('Resolve section', () => {
  it('lists every table with its seats and whether it is free at the reservation’s time', async () => {
    const { tableSelect, region } = await openResolve();
    expect(
      within(tableSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Table 1 · 4 seats · current',
      'Table 2 · 2 seats · free',
      'Table 3 · 6 seats · held',
      'Table 4 · 8 seats · taken',
    ]);
    expect(within(region).getByText('1 other table free at this time')).toBeInTheDocument();
    expect(tableOptionsRequests).toEqual([null]);
    expect(tableSelect).toHaveValue('11');
    // 2099-06-01T17:00Z is 19:00 in Zagreb.
    expect(screen.getByRole('button', { name: 'Reschedule' })).toHaveTextContent('01.06.2099 19:00');
  });

  it('hides Delete and Save from staff', async () => {
    const { region } = await openResolve(staff);
    expect(within(region).getByLabelText('Reassign to table')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('enables Save only while a change is pending', async () => {
    const { region, tableSelect } = await openResolve();
    const save = within(region).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(tableSelect, '14');
    expect(save).toBeEnabled();
    await userEvent.selectOptions(tableSelect, '11');
    expect(save).toBeDisabled();
  });

  it("saves a reassignment with requireApproval, says 'Changes saved.' and reloads the list", async () => {
    const { list, region, tableSelect } = await openResolve();
    const bodies = patchHandler(() => HttpResponse.json(aReservation({ id: 101, tableId: 14 })));
    await userEvent.selectOptions(tableSelect, '14');
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ tableId: 14, requireApproval: true }]);
    await waitFor(() => expect(list.requests).toHaveLength(2));
  });

  it('warns about a table with too few seats and saves only after a confirmation', async () => {
    const { region, tableSelect } = await openResolve();
    const bodies = patchHandler(() => HttpResponse.json(aReservation({ id: 101, tableId: 12 })));
    await userEvent.selectOptions(tableSelect, '12');
    expect(within(region).getByText('Table 2 has 2 seats for a party of 3.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Too few seats' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose another table' }));
    expect(bodies).toEqual([]);

    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Too few seats' })).getByRole('button', {
        name: 'Seat them anyway',
      }),
    );
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ tableId: 12, requireApproval: true }]);
  });

  it("on 202 says 'Requires manager approval due to conflict.' and keeps the pending edit in the row", async () => {
    const { list, region, tableSelect } = await openResolve();
    expect(within(region).queryByText('Awaiting manager approval')).not.toBeInTheDocument();
    patchHandler(() =>
      HttpResponse.json(
        {
          requiresApproval: true,
          approvalId: 9,
          conflictsWith: [
            {
              reservationId: 7,
              name: 'Marija Jurić',
              date: '2099-06-01T17:30:00.000Z',
              endDate: '2099-06-01T18:30:00.000Z',
              tableNumber: 4,
            },
          ],
        },
        { status: 202 },
      ),
    );
    // From now on the server reports the filed request on the row.
    server.use(
      recordListRequests(() => listResponse([aReservation({ id: 101, tableId: 11, pendingApproval: true })]))
        .handler,
    );
    await userEvent.selectOptions(tableSelect, '14');
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));

    // The requester learns which booking is in the way.
    expect(
      await screen.findByText(
        'Requires manager approval due to conflict. In the way: Marija Jurić (19:30–20:30, table 4).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Changes saved.')).not.toBeInTheDocument();
    expect(await within(region).findByText('Awaiting manager approval')).toBeInTheDocument();
    expect(list.requests).toHaveLength(1);
    expect(tableSelect).toHaveValue('14');
    expect(within(region).getByRole('button', { name: 'Save' })).toBeEnabled();

    // Collapsing and reopening the row keeps the edit too.
    // While open, the toggle's name says what it does now (and holds its visible text, Hide).
    await userEvent.click(screen.getByRole('button', { name: `Hide: ${LABEL}` }));
    await userEvent.click(screen.getByRole('button', { name: `Resolve: ${LABEL}` }));
    expect(screen.getByLabelText('Reassign to table')).toHaveValue('14');
  });

  it('a live rejection of this user’s request drops the pending edit and says so', async () => {
    const { region, tableSelect, liveEvents } = await openResolve();
    patchHandler(() => HttpResponse.json({ requiresApproval: true, approvalId: 9 }, { status: 202 }));
    await userEvent.selectOptions(tableSelect, '14');
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));
    await screen.findByText('Requires manager approval due to conflict.');
    expect(tableSelect).toHaveValue('14');

    // Someone else's request being rejected changes nothing here.
    act(() =>
      liveEvents.emit(1, 'reservation.approval_rejected', {
        reservationId: 101,
        approvalId: 8,
        requestedById: admin.id + 1,
      }),
    );
    expect(screen.getByLabelText('Reassign to table')).toHaveValue('14');

    act(() =>
      liveEvents.emit(1, 'reservation.approval_rejected', {
        reservationId: 101,
        approvalId: 9,
        requestedById: admin.id,
      }),
    );
    expect(
      await screen.findByText(`A manager rejected your change to ${LABEL}; it was not applied.`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Reassign to table')).toHaveValue('11');
    expect(within(region).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows the server's error text, else 'Failed to save changes'", async () => {
    const { region, tableSelect } = await openResolve();
    patchHandler(() =>
      HttpResponse.json(
        { error: 'Table is already reserved for that time', code: 'RESERVATION_OVERLAP', conflicts: [] },
        { status: 409 },
      ),
    );
    await userEvent.selectOptions(tableSelect, '14');
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Table is already reserved for that time')).toBeInTheDocument();

    patchHandler(() => new HttpResponse(null, { status: 500 }));
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save changes')).toBeInTheDocument();
    expect(tableSelect).toHaveValue('14');
  });
});

describe('Delete dialog', () => {
  async function openDialog() {
    const opened = await openResolve();
    await userEvent.click(within(opened.region).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete reservation 101? (${LABEL})` });
    return { ...opened, dialog };
  }

  it('enables the confirm button only for the exact text Delete, then deletes', async () => {
    let deleted = 0;
    server.use(
      http.delete(`${API}/reservations/101`, () => {
        deleted += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { dialog, list } = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Confirmation');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await userEvent.type(input, 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Delete ');
    expect(confirm).toBeDisabled();
    await userEvent.type(input, '{Backspace}');
    expect(confirm).toBeEnabled();

    await userEvent.click(confirm);
    expect(await screen.findByText('Reservation deleted.')).toBeInTheDocument();
    expect(deleted).toBe(1);
    await waitFor(() => expect(list.requests).toHaveLength(2));
  });

  it("shows the server's error text, else 'Failed to delete reservation'", async () => {
    server.use(
      http.delete(`${API}/reservations/101`, () =>
        HttpResponse.json(
          { error: 'You do not have access to this resource', code: 'FORBIDDEN' },
          { status: 403 },
        ),
      ),
    );
    const { dialog } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Confirmation'), 'Delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You do not have access to this resource')).toBeInTheDocument();

    server.use(http.delete(`${API}/reservations/101`, () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete reservation')).toBeInTheDocument();
  });
});

describe('Reschedule', () => {
  it('offers no past days', async () => {
    // A reservation tomorrow: the picker opens on this month (or the next), around today.
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setUTCHours(17, 0, 0, 0);
    const list = recordListRequests(() =>
      listResponse([
        aReservation({
          id: 101,
          date: tomorrow.toISOString(),
          endDate: new Date(tomorrow.getTime() + 3_600_000).toISOString(),
        }),
      ]),
    );
    server.use(list.handler, tableOptions);
    renderApp({ user: admin, mantineEnv: 'test' });
    await userEvent.click(await screen.findByRole('button', { name: /^Resolve: / }));
    await userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    const picker = await screen.findByRole('dialog');
    const dayName = (d: Date) =>
      d.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Zagreb',
      });
    expect(within(picker).getByRole('button', { name: dayName(tomorrow) })).toBeEnabled();
    const today = new Date();
    const yesterday = new Date(today.getTime() - 86_400_000);
    // Shown in the month grid (unless today is the 1st and the month starts on a Monday): disabled.
    const past = within(picker).queryByRole('button', { name: dayName(yesterday) });
    if (past) expect(past).toBeDisabled();
    const twoDaysAgo = within(picker).queryByRole('button', {
      name: dayName(new Date(today.getTime() - 2 * 86_400_000)),
    });
    if (twoDaysAgo) expect(twoDaysAgo).toBeDisabled();
    expect(past ?? twoDaysAgo ?? 'no past day in view').not.toBe('no past day in view');
  });

  it('sends the picked Europe/Zagreb date and time as an instant', async () => {
    // jsdom lays nothing out (every box is 0×0), which Mantine's popover reads as "trigger scrolled out of view"
    // and hides the picker; Mantine's test mode skips that check (and transitions).
    const { region } = await openResolve(admin, { mantineEnv: 'test' });
    const bodies = patchHandler(() => HttpResponse.json(aReservation({ id: 101 })));
    await userEvent.click(within(region).getByRole('button', { name: 'Reschedule' }));
    // The picker is a dialog named by the field's label, with named month controls.
    const picker = await screen.findByRole('dialog', { name: 'Reschedule' });
    expect(within(picker).getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    const day = within(picker).getByRole('button', { name: '2 June 2099' });
    await userEvent.click(day);
    const hours = within(picker).getByRole('spinbutton', { name: 'Hours' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '20');
    const minutes = within(picker).getByRole('spinbutton', { name: 'Minutes' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm date and time' }));

    expect(within(region).getByRole('button', { name: 'Reschedule' })).toHaveTextContent('02.06.2099 20:30');
    // The table picker now says which tables are free at the new time.
    await waitFor(() => expect(tableOptionsRequests.at(-1)).toBe('2099-06-02T18:30:00.000Z'));
    await waitFor(() =>
      expect(within(region).getByLabelText('Reassign to table')).toHaveTextContent(
        'Table 4 · 8 seats · free',
      ),
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    // 20:30 CEST on 2 June is 18:30 UTC.
    expect(bodies).toEqual([{ date: '2099-06-02T18:30:00.000Z', requireApproval: true }]);
  });
});
