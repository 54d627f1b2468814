import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, aRestaurant, atPhoneWidth, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/remote';
import { restaurantsServer } from '../../test/restaurants-server';

const server = setupApiServer();

const superadmin = aUser({ id: 1, role: 'superadmin', restaurantId: null, email: 'superadmin@demo.test' });
const manager = aUser({
  id: 2,
  role: 'restaurantmanager',
  plan: 'premium',
  restaurantId: null,
  restaurantIds: [1, 2],
});
const admin = aUser({ id: 3, role: 'restaurantadmin', restaurantId: 1 });

const render = (user = superadmin) => renderApp({ user, mountPath: '/restaurants', mantineEnv: 'test' });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('Restaurants table', () => {
  it('lists ID, name, address, the hours summary and the Zagreb creation date', async () => {
    const api = restaurantsServer();
    server.use(...api.handlers);
    render();
    const row = await rowOf('Bistro Lanterna');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Created 23:30 UTC on 14 March is already the 15th in Zagreb.
    expect(cells.slice(0, 5)).toEqual(['2', 'Bistro Lanterna', '—', '12–22 · every 60 min', '15.03.2026.']);
    expect(
      within(await rowOf('Konoba Mate')).getByRole('cell', { name: 'Obala 1, Split' }),
    ).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'Name', 'Address', 'Hours', 'Created', 'Actions']);
  });

  it('is translated to Croatian', async () => {
    server.use(...restaurantsServer().handlers);
    render({ ...superadmin, language: 'hr' });
    const row = await rowOf('Bistro Lanterna');
    expect(within(row).getByRole('cell', { name: '12–22 · svakih 60 min' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uredi postavke: Bistro Lanterna' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Novi restoran' })).toBeInTheDocument();
  });

  it('says when there are no restaurants, and shows a failed load with a retry', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/restaurants`, () =>
        fail ? HttpResponse.json({ error: 'Database unavailable' }, { status: 503 }) : HttpResponse.json([]),
      ),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No restaurants')).toBeInTheDocument();
  });
});

describe('Create form (superadmin)', () => {
  it('refuses an empty name without calling the API', async () => {
    const api = restaurantsServer();
    server.use(
      ...api.handlers,
      http.post(`${API}/restaurants`, () => HttpResponse.json({ id: 9 }, { status: 201 })),
    );
    render();
    await screen.findByRole('cell', { name: 'Konoba Mate' });
    await userEvent.type(screen.getByRole('textbox', { name: /Restaurant name/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create restaurant' }));
    expect(await screen.findByText('Restaurant name is required')).toBeInTheDocument();
    expect(api.writes).toEqual([]);
  });

  it('posts the trimmed fields, leaves out empty ones, toasts and shows the new restaurant', async () => {
    const api = restaurantsServer();
    server.use(
      ...api.handlers,
      http.post(`${API}/restaurants`, async ({ request }) => {
        await api.record(request);
        api.set([...api.get(), aRestaurant({ id: 9, name: 'Pizzeria Jadran' })]);
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    render();
    await screen.findByRole('cell', { name: 'Konoba Mate' });
    await userEvent.type(screen.getByRole('textbox', { name: /Restaurant name/ }), '  Pizzeria Jadran ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Public path' }), ' /jadran ');
    await userEvent.click(screen.getByRole('button', { name: 'Create restaurant' }));
    expect(await screen.findByText('Restaurant Pizzeria Jadran created.')).toBeInTheDocument();
    expect(api.writes).toEqual([
      { method: 'POST', path: '/restaurants', body: { name: 'Pizzeria Jadran', publicPath: '/jadran' } },
    ]);
    expect(await screen.findByRole('cell', { name: 'Pizzeria Jadran' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Restaurant name/ })).toHaveValue('');
  });

  it('shows the server’s refusal, else "Failed to create restaurant"', async () => {
    server.use(
      ...restaurantsServer().handlers,
      http.post(`${API}/restaurants`, () => new HttpResponse(null, { status: 500 })),
    );
    render();
    await screen.findByRole('cell', { name: 'Konoba Mate' });
    await userEvent.type(screen.getByRole('textbox', { name: /Restaurant name/ }), 'Nova');
    await userEvent.click(screen.getByRole('button', { name: 'Create restaurant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create restaurant');
  });

  it('links to the floor-plan editor', async () => {
    server.use(...restaurantsServer().handlers);
    render();
    expect(await screen.findByRole('link', { name: 'draw its floor plan in Tables' })).toHaveAttribute(
      'href',
      '/radmin',
    );
  });
});

describe('Promotion status', () => {
  function promotionServer() {
    const api = restaurantsServer();
    server.use(
      ...api.handlers,
      http.patch(`${API}/restaurants/:id`, async ({ request }) => {
        const body = await api.record(request);
        return HttpResponse.json({ ok: true, ...body });
      }),
    );
    return api;
  }

  it('choosing inactive or active saves at once and clears inactiveUntil', async () => {
    const api = promotionServer();
    render();
    const select = await screen.findByRole('combobox', { name: 'Promotion status of Konoba Mate' });
    expect(select).toHaveValue('active');
    await userEvent.selectOptions(select, 'inactive');
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0]).toEqual({
      method: 'PATCH',
      path: '/restaurants/1',
      body: { specialPromotions: { status: 'inactive', inactiveUntil: null } },
    });
    expect(await screen.findByText('Promotion status saved.')).toBeInTheDocument();
  });

  it('until shows a datetime read on the Zagreb clock and saves it once chosen', async () => {
    const api = promotionServer();
    render();
    const select = await screen.findByRole('combobox', { name: 'Promotion status of Bistro Lanterna' });
    expect(select).toHaveValue('inactive');
    await userEvent.selectOptions(select, 'until');
    expect(api.writes).toEqual([]);
    const until = screen.getByLabelText('Inactive until (date and time) for Bistro Lanterna');
    fireEvent.change(until, { target: { value: '2026-12-24T18:00' } });
    fireEvent.blur(until);
    await waitFor(() => expect(api.writes).toHaveLength(1));
    // 18:00 in Zagreb in winter is 17:00 UTC.
    expect(api.writes[0]!.body).toEqual({
      specialPromotions: { status: 'until', inactiveUntil: '2026-12-24T17:00:00.000Z' },
    });
  });

  it('shows a saved until with its datetime', async () => {
    const api = restaurantsServer([
      aRestaurant({
        id: 3,
        name: 'Gradska',
        specialPromotions: { status: 'until', inactiveUntil: '2026-07-01T08:30:00.000Z' },
      }),
    ]);
    server.use(...api.handlers);
    render();
    expect(await screen.findByRole('combobox', { name: 'Promotion status of Gradska' })).toHaveValue('until');
    expect(screen.getByLabelText('Inactive until (date and time) for Gradska')).toHaveValue(
      '2026-07-01T10:30',
    );
  });

  it('a refused change shows the server’s text', async () => {
    server.use(
      ...restaurantsServer().handlers,
      http.patch(`${API}/restaurants/:id`, () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
    );
    render();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Promotion status of Konoba Mate' }),
      'inactive',
    );
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  });
});

describe('Delete (superadmin)', () => {
  it('confirms only with the typed word Delete, then deletes and toasts', async () => {
    const api = restaurantsServer();
    server.use(
      ...api.handlers,
      http.delete(`${API}/restaurants/:id`, async ({ request }) => {
        await api.record(request);
        api.set(api.get().filter((r) => r.id !== 2));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bistro Lanterna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete restaurant Bistro Lanterna?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete restaurant' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Confirmation' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'Delete');
    await userEvent.click(confirm);
    expect(await screen.findByText('Restaurant deleted.')).toBeInTheDocument();
    expect(api.writes).toEqual([{ method: 'DELETE', path: '/restaurants/2', body: null }]);
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Bistro Lanterna' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a 409 keeps the dialog open with the server’s reason', async () => {
    const reason = 'This restaurant has 3 upcoming reservations. Move or cancel them first.';
    server.use(
      ...restaurantsServer().handlers,
      http.delete(`${API}/restaurants/:id`, () => HttpResponse.json({ error: reason }, { status: 409 })),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Konoba Mate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete restaurant Konoba Mate?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'Delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete restaurant' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('cell', { name: 'Konoba Mate' })).toBeInTheDocument();
  });
});

describe('What each role sees', () => {
  it('a manager edits and sets promotions, but neither creates nor deletes', async () => {
    server.use(...restaurantsServer().handlers);
    render(manager);
    expect(await screen.findByRole('button', { name: 'Edit settings of Konoba Mate' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Promotion status of Konoba Mate' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New restaurant' })).not.toBeInTheDocument();
  });

  it('a restaurant admin sees their restaurant read-only: no Edit, no promotion select, no Delete', async () => {
    server.use(...restaurantsServer([ownRestaurant()]).handlers);
    render(admin);
    const row = await rowOf('Konoba Mate');
    expect(within(row).getByText('Promotion: Active')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('On a phone', () => {
  atPhoneWidth();

  it('shows each restaurant as a card with its actions, not a wide table', async () => {
    server.use(...restaurantsServer().handlers);
    render();
    const cards = await screen.findByRole('list', { name: 'Restaurants' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('12–22 · every 60 min');
    expect(
      within(items[1]!).getByRole('button', { name: 'Edit settings of Bistro Lanterna' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

function ownRestaurant() {
  return aRestaurant({ id: 1, name: 'Konoba Mate', address: 'Obala 1, Split' });
}
