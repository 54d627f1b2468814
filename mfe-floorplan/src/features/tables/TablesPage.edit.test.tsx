import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTable, TTablePatch } from '@stol/contracts';
import { http, HttpResponse } from 'msw';
import { API, aTable, aUser } from '@stol/platform/testing';
import { RESTAURANTS } from '../../test/fixtures';
import { setupApiServer } from '../../test/msw';
import { assignedRestaurants, recordBodies, serverError, tablesOf } from '../../test/requests';
import { renderApp } from '../../test/remote';

const superadmin = aUser({ role: 'superadmin', restaurantId: null });
const manager = aUser({ role: 'restaurantmanager', restaurantId: null, restaurantIds: [1, 2] });
const tables = tablesOf({ 1: [aTable(), aTable({ id: 12, number: 2 })] });
const server = setupApiServer(assignedRestaurants(), tables.handler);

async function selectTable(number: number) {
  await userEvent.click(await screen.findByRole('button', { name: `Select table ${number}` }));
}

describe('/radmin editing', () => {
  it('adds a table with the defaults and the next free number', async () => {
    const post = recordBodies<TTable>('post', '/tables', (body) => aTable({ ...body, id: 30 }));
    server.use(post.handler);
    renderApp({ user: superadmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Add table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add table' });
    expect(within(dialog).getByRole('textbox', { name: 'Number' })).toHaveValue('3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add table' }));
    await waitFor(() =>
      expect(post.bodies).toEqual([
        {
          restaurantId: 1,
          number: 3,
          seats: 4,
          x: 485,
          y: 485,
          width: 30,
          height: 30,
          style: { tl: 10, tr: 10, br: 10, bl: 10 },
        },
      ]),
    );
    expect(await screen.findByText('Table 3 added')).toBeInTheDocument();
  });

  it('checks the fields and shows the server refusal in the modal', async () => {
    const post = recordBodies('post', '/tables', () =>
      serverError(409, 'Table number 2 is already taken in this restaurant'),
    );
    server.use(post.handler);
    renderApp({ user: superadmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Add table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add table' });
    const seats = within(dialog).getByRole('textbox', { name: 'Seats' });
    await userEvent.clear(seats);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add table' }));
    expect(within(dialog).getByText('Seats are required')).toBeInTheDocument();
    expect(post.bodies).toHaveLength(0);
    await userEvent.type(seats, '2');
    const number = within(dialog).getByRole('textbox', { name: 'Number' });
    await userEvent.clear(number);
    await userEvent.type(number, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add table' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Table number 2 is already taken in this restaurant',
    );
  });

  it('toggles maintenance and says why it failed', async () => {
    const patch = recordBodies('patch', '/tables/:id', () => serverError(500, ''));
    server.use(patch.handler);
    renderApp({ user: manager });
    await selectTable(1);
    await userEvent.click(screen.getByRole('switch', { name: /Held/ }));
    await waitFor(() => expect(patch.bodies).toEqual([{ status: 'maintenance' }]));
    expect(await screen.findByText('Failed to update table status')).toBeInTheDocument();
  });

  it('undoes a maintenance toggle by sending the previous status', async () => {
    const patch = recordBodies<TTablePatch>('patch', '/tables/:id', (body) => aTable(body));
    server.use(patch.handler);
    renderApp({ user: manager });
    await selectTable(1);
    await userEvent.click(screen.getByRole('switch', { name: /Held/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(patch.bodies).toEqual([{ status: 'maintenance' }, { status: 'available' }]));
  });

  it('refetches the restaurants (styles, chairs) when the floor plan changes elsewhere', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/admin/restaurants/assigned`, () => {
        calls++;
        return HttpResponse.json(RESTAURANTS);
      }),
    );
    const view = renderApp({ user: manager });
    await selectTable(1);
    expect(calls).toBe(1);
    view.liveEvents.emit(1, 'floorplan.updated');
    await waitFor(() => expect(calls).toBe(2));
  });

  it('deletes only after typing Delete, and lists the reservations a 409 names', async () => {
    const del = recordBodies('delete', '/tables/:id', () =>
      serverError(
        409,
        'These future reservations would lose their table: Table 1, 2099-06-01 19:00, 4 guests.',
        {
          code: 'TABLE_HAS_RESERVATIONS',
          details: {
            reservations: [
              {
                reservationId: 5,
                tableId: 11,
                tableNumber: 1,
                start: '2099-06-01T17:00:00.000Z',
                end: '2099-06-01T18:00:00.000Z',
                partySize: 4,
              },
            ],
          },
        },
      ),
    );
    server.use(del.handler);
    renderApp({ user: manager });
    await selectTable(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete table 1?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'Delete');
    await userEvent.click(confirm);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('These future reservations would lose their table');
    expect(within(alert).getByText('Table 1, 2099-06-01 19:00–20:00, 4 guests')).toBeInTheDocument();
    expect(del.bodies).toHaveLength(1);
  });
});
