import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TTablePatch } from '@stol/contracts';
import { API, aTable, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../test/msw';
import { assignedRestaurants, recordBodies, serverError, tablesOf } from '../../test/requests';
import { renderApp } from '../../test/remote';

const superadmin = aUser({ role: 'superadmin', restaurantId: null });
const tables = tablesOf({ 1: [aTable()], 3: [aTable({ id: 31, restaurantId: 3 })] });
const server = setupApiServer(assignedRestaurants(), tables.handler);

async function selectTable1() {
  await userEvent.click(await screen.findByRole('button', { name: 'Select table 1' }));
}

describe('/radmin superadmin design tools', () => {
  it('saves number and seats from the detail editor (only the changed fields) and undoes them', async () => {
    const patch = recordBodies<TTablePatch>('patch', '/tables/:id', (body) => aTable(body));
    server.use(patch.handler);
    renderApp({ user: superadmin });
    await selectTable1();
    const seats = screen.getByRole('textbox', { name: 'Seats' });
    await userEvent.clear(seats);
    await userEvent.type(seats, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save table' }));
    await waitFor(() => expect(patch.bodies).toEqual([{ seats: 6 }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(patch.bodies.at(-1)).toEqual({ seats: 4 }));
  });

  it('saves corner radii into the floor plan, and toasts the fallback on failure', async () => {
    const styles = recordBodies('patch', '/restaurants/:id', () => serverError(500, ''));
    server.use(styles.handler);
    renderApp({ user: superadmin });
    await selectTable1();
    const topLeft = screen.getByRole('textbox', { name: 'Top left' });
    await userEvent.clear(topLeft);
    await userEvent.type(topLeft, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save corners' }));
    await waitFor(() =>
      expect(styles.bodies).toEqual([
        { floorplan: { tableStyles: { '11': { tl: 40, tr: 10, br: 10, bl: 10 } } } },
      ]),
    );
    expect(await screen.findByText('Failed to save styles')).toBeInTheDocument();
  });

  it('copies the selected table with count and offsets into a chosen restaurant', async () => {
    const copy = recordBodies('post', '/admin/tables/:id/copy', () => ({
      tables: [aTable({ id: 40, number: 2 }), aTable({ id: 41, number: 3 })],
      removedTableIds: [],
    }));
    server.use(copy.handler);
    renderApp({ user: superadmin });
    await selectTable1();
    await userEvent.click(screen.getByRole('button', { name: 'Copy table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy table 1' });
    const count = within(dialog).getByRole('textbox', { name: 'Number of copies' });
    await userEvent.clear(count);
    await userEvent.type(count, '51');
    expect(within(dialog).getByText('From 1 to 50 copies')).toBeInTheDocument();
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.selectOptions(within(dialog).getByLabelText('Into restaurant'), 'Pizzeria Riva');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(copy.bodies).toEqual([{ targetRestaurantId: 3, count: 2, offsetX: 10, offsetY: 10 }]),
    );
    expect(await screen.findByText('2 tables copied')).toBeInTheDocument();
  });

  it('copies all tables from another restaurant: source required, replace confirmed, a 409 listed in the modal', async () => {
    const copy = recordBodies<{ mode: string }>('post', '/admin/tables/copy', (body) =>
      body.mode === 'replace'
        ? serverError(
            409,
            'These future reservations would lose their table: Table 1, 2099-06-01 19:00, 2 guests.',
            {
              code: 'TABLE_HAS_RESERVATIONS',
              details: {
                reservations: [
                  {
                    reservationId: 9,
                    tableId: 11,
                    tableNumber: 1,
                    start: '2099-06-01T17:00:00.000Z',
                    end: '2099-06-01T18:00:00.000Z',
                    partySize: 2,
                  },
                ],
              },
            },
          )
        : { tables: [aTable({ id: 50 })], removedTableIds: [] },
    );
    server.use(copy.handler);
    renderApp({ user: superadmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy tables from…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy tables into Konoba Mate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy tables' }));
    expect(within(dialog).getByText('Choose source restaurant')).toBeInTheDocument();
    expect(copy.bodies).toHaveLength(0);
    // The target itself is not offered as a source.
    const source = within(dialog).getByLabelText(/Source restaurant/);
    expect(within(source).queryByRole('option', { name: 'Konoba Mate' })).not.toBeInTheDocument();
    await userEvent.selectOptions(source, 'Pizzeria Riva');
    await userEvent.selectOptions(within(dialog).getByLabelText('Mode'), 'replace');
    const replace = within(dialog).getByRole('button', { name: 'Replace tables' });
    expect(replace).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Yes, delete the tables of Konoba Mate' }),
    );
    await userEvent.click(replace);
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Table 1, 2099-06-01 19:00–20:00, 2 guests')).toBeInTheDocument();
    expect(copy.bodies).toEqual([{ sourceRestaurantId: 3, targetRestaurantId: 1, mode: 'replace' }]);
  });

  it('says so when there is no restaurant to manage', async () => {
    server.use(http.get(`${API}/admin/restaurants/assigned`, () => HttpResponse.json([])));
    renderApp({ user: superadmin });
    expect(await screen.findByText('No restaurants to manage')).toBeInTheDocument();
  });
});
