import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aReservation, aTable, listResponse } from '../../../test/fixtures';
import { setupApiServer } from '../../../test/msw';
import { API, aUser, renderApp } from '../../../test/render-app';
import { recordListRequests } from '../../../test/requests';

const server = setupApiServer();

const admin = aUser({ role: 'restaurantadmin', restaurantId: 1 });
const staff = aUser({ role: 'staff', restaurantId: 1, email: 'staff@demo.test' });

const tables = http.get(`${API}/tables`, ({ request }) => {
  expect(new URL(request.url).searchParams.get('restaurantId')).toBe('1');
  return HttpResponse.json([
    aTable({ id: 11, number: 1, seats: 2 }),
    aTable({ id: 12, number: 2, seats: 4 }),
    aTable({ id: 13, number: 3, seats: 6, status: 'maintenance' }),
  ]);
});

/** Renders the list with one reservation (table 1) and opens its Resolve section. */
async function openResolve(user = admin, options: { mantineEnv?: 'test' } = {}) {
  const list = recordListRequests(() => listResponse([aReservation({ id: 101, tableId: 11 })]));
  server.use(list.handler, tables);
  renderApp({ user, ...options });
  await userEvent.click(await screen.findByRole('button', { name: 'Resolve reservation 101' }));
  const region = screen.getByRole('region', { name: 'Resolve reservation 101' });
  const tableSelect = within(region).getByLabelText('Reassign to table');
  await waitFor(() => expect(tableSelect).toBeEnabled());
  return { list, region, tableSelect };
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
  it("lists the restaurant's tables with seats, marks held ones, and starts on the current table", async () => {
    const { tableSelect } = await openResolve();
    expect(
      within(tableSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Table 1 · 2 seats', 'Table 2 · 4 seats', 'Table 3 · 6 seats · Held']);
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
    await userEvent.selectOptions(tableSelect, '12');
    expect(save).toBeEnabled();
    await userEvent.selectOptions(tableSelect, '11');
    expect(save).toBeDisabled();
  });

  it("saves a reassignment with requireApproval, says 'Changes saved.' and reloads the list", async () => {
    const { list, region, tableSelect } = await openResolve();
    const bodies = patchHandler(() => HttpResponse.json(aReservation({ id: 101, tableId: 12 })));
    await userEvent.selectOptions(tableSelect, '12');
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ tableId: 12, requireApproval: true }]);
    await waitFor(() => expect(list.requests).toHaveLength(2));
  });

  it("on 202 says 'Requires manager approval due to conflict.' and keeps the pending edit in the row", async () => {
    const { list, region, tableSelect } = await openResolve();
    expect(within(region).queryByText('Awaiting manager approval')).not.toBeInTheDocument();
    patchHandler(() => HttpResponse.json({ requiresApproval: true, approvalId: 9 }, { status: 202 }));
    // From now on the server reports the filed request on the row.
    server.use(
      recordListRequests(() => listResponse([aReservation({ id: 101, tableId: 11, pendingApproval: true })]))
        .handler,
    );
    await userEvent.selectOptions(tableSelect, '13');
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Requires manager approval due to conflict.')).toBeInTheDocument();
    expect(screen.queryByText('Changes saved.')).not.toBeInTheDocument();
    expect(await within(region).findByText('Awaiting manager approval')).toBeInTheDocument();
    expect(list.requests).toHaveLength(1);
    expect(tableSelect).toHaveValue('13');
    expect(within(region).getByRole('button', { name: 'Save' })).toBeEnabled();

    // Collapsing and reopening the row keeps the edit too.
    await userEvent.click(screen.getByRole('button', { name: 'Resolve reservation 101' }));
    await userEvent.click(screen.getByRole('button', { name: 'Resolve reservation 101' }));
    expect(screen.getByLabelText('Reassign to table')).toHaveValue('13');
  });

  it("shows the server's error text, else 'Failed to save changes'", async () => {
    const { region, tableSelect } = await openResolve();
    patchHandler(() =>
      HttpResponse.json(
        { error: 'Table is already reserved for that time', code: 'RESERVATION_OVERLAP', conflicts: [] },
        { status: 409 },
      ),
    );
    await userEvent.selectOptions(tableSelect, '12');
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Table is already reserved for that time')).toBeInTheDocument();

    patchHandler(() => new HttpResponse(null, { status: 500 }));
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save changes')).toBeInTheDocument();
    expect(tableSelect).toHaveValue('12');
  });
});

describe('Delete dialog', () => {
  async function openDialog() {
    const opened = await openResolve();
    await userEvent.click(within(opened.region).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete reservation 101?' });
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
  it('sends the picked Europe/Zagreb date and time as an instant', async () => {
    // jsdom lays nothing out (every box is 0×0), which Mantine's popover reads as "trigger scrolled out of view"
    // and hides the picker; Mantine's test mode skips that check (and transitions).
    const { region } = await openResolve(admin, { mantineEnv: 'test' });
    const bodies = patchHandler(() => HttpResponse.json(aReservation({ id: 101 })));
    await userEvent.click(within(region).getByRole('button', { name: 'Reschedule' }));
    const picker = await screen.findByRole('dialog');
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
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    // 20:30 CEST on 2 June is 18:30 UTC.
    expect(bodies).toEqual([{ date: '2099-06-02T18:30:00.000Z', requireApproval: true }]);
  });
});
