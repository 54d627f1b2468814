import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, aTable, aUser } from '@stol/platform/testing';
import { http, HttpResponse } from 'msw';
import { setupApiServer } from '../../test/msw';
import { assignedRestaurants, tablesOf } from '../../test/requests';
import { renderApp } from '../../test/remote';

const tables = tablesOf({
  1: [
    aTable(),
    aTable({ id: 12, number: 2, status: 'maintenance' }),
    aTable({ id: 13, number: 3, status: 'reserved' }),
  ],
  2: [aTable({ id: 21, restaurantId: 2, number: 7 })],
});
const server = setupApiServer(assignedRestaurants(), tables.handler);

async function selectTable(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
}

describe('/radmin per role', () => {
  it('lists the tables with their status chips (maintenance shown as Held)', async () => {
    renderApp({ user: aUser({ role: 'superadmin', restaurantId: null }) });
    const list = await screen.findByRole('table');
    expect(within(list).getByText('Available')).toBeInTheDocument();
    expect(within(list).getByText('Held')).toBeInTheDocument();
    expect(within(list).getByText('Reserved')).toBeInTheDocument();
  });

  it('superadmin: selector, add, copy, number, seats, size, corners, maintenance and delete', async () => {
    renderApp({ user: aUser({ role: 'superadmin', restaurantId: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tables' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Restaurant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add table' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy tables from…' })).toBeInTheDocument();
    await selectTable(/^Table 1, 4 seats/);
    for (const name of ['Number', 'Seats', 'Width', 'Height', 'Top left'])
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Held/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy table' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete table' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save corners' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit chairs' }));
    expect(await screen.findByRole('dialog', { name: 'Chairs of table 1' })).toBeInTheDocument();
  });

  it('manager: selector, delete and maintenance; no add, copy, number, seats or corners', async () => {
    renderApp({ user: aUser({ role: 'restaurantmanager', restaurantId: null, restaurantIds: [1, 2] }) });
    expect(await screen.findByLabelText('Restaurant')).toBeInTheDocument();
    await selectTable(/^Table 1, 4 seats/);
    expect(screen.getByRole('switch', { name: /Held/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete table' })).toBeInTheDocument();
    for (const name of ['Add table', 'Copy tables from…', 'Copy table', 'Edit chairs', 'Save corners'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    for (const name of ['Number', 'Seats', 'Width', 'Top left'])
      expect(screen.queryByRole('textbox', { name })).not.toBeInTheDocument();
  });

  it('restaurant admin: maintenance and dragging only, no selector', async () => {
    const view = renderApp({ user: aUser({ role: 'restaurantadmin', restaurantId: 1 }) });
    await selectTable(/^Table 1, 4 seats/);
    expect(screen.queryByLabelText('Restaurant')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Held/ })).toBeInTheDocument();
    expect(view.floorPlan.props()?.draggable).toBe(true);
    for (const name of ['Add table', 'Copy tables from…', 'Copy table'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Seats' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Delete table', 'Only superadmin and restaurant managers can delete tables'],
    ['hr', 'Obriši stol', 'Stolove mogu brisati samo superadministrator i voditelji restorana'],
  ] as const)(
    'restaurant admin (%s) who tries to delete a table is told who may (staff spec §6), and nothing is deleted',
    async (language, button, sentence) => {
      const deletes: string[] = [];
      server.use(
        http.delete(`${API}/tables/:id`, ({ params }) => {
          deletes.push(String(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
      );
      renderApp({ user: aUser({ role: 'restaurantadmin', restaurantId: 1, language }) });
      await userEvent.click(await screen.findByRole('button', { name: /^(Table|Stol) 1, 4/ }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(deletes).toEqual([]);
    },
  );

  it('opens the restaurant named in the URL and remembers a new choice there', async () => {
    renderApp({ user: aUser({ role: 'superadmin', restaurantId: null }), path: '/radmin?restaurant=2' });
    expect(await screen.findByRole('button', { name: /^Table 7, 4 seats/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Restaurant'), 'Konoba Mate');
    expect(await screen.findByRole('button', { name: /^Table 1, 4 seats/ })).toBeInTheDocument();
    expect(tables.calls).toContain(1);
  });

  it('selecting in the list selects on the canvas and the other way round', async () => {
    const view = renderApp({ user: aUser({ role: 'restaurantadmin', restaurantId: 1 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Select table 2' }));
    expect(view.floorPlan.props()?.selectedId).toBe(12);
    await selectTable(/^Table 3, 4 seats/);
    expect(screen.getByRole('button', { name: 'Select table 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Table 3' })).toBeInTheDocument();
  });
});
