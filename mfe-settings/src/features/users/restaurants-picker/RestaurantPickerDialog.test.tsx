import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../../test/msw';
import { renderApp } from '../../../test/remote';
import { manager, recordWrites, restaurantOptions, usersList } from '../../../test/users';

const server = setupApiServer();

const signedIn = (language: 'en' | 'hr') =>
  aUser({ id: 1, email: 'superadmin@demo.test', role: 'superadmin', restaurantId: null, language });

const applied = (body: unknown) => HttpResponse.json({ ...manager, ...(body as object) });

async function openPicker(language: 'en' | 'hr' = 'en') {
  renderApp({ user: signedIn(language), mountPath: '/users', mantineEnv: 'test' });
  const label =
    language === 'en' ? 'Restaurants of manager@demo.test' : 'Restorani korisnika manager@demo.test';
  await userEvent.click(await screen.findByRole('button', { name: label }));
  const title =
    language === 'en' ? 'Restaurants of manager@demo.test' : 'Restorani korisnika manager@demo.test';
  return screen.findByRole('dialog', { name: title });
}

describe('Manager’s restaurant picker', () => {
  it('ticks the manager’s restaurants and saves only restaurantIds: ‘Saved. Manager now has 1 restaurant.’', async () => {
    const patch = recordWrites('patch', '/admin/users/2', applied);
    server.use(usersList(), restaurantOptions, patch.handler);
    const dialog = await openPicker();
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3));
    expect(within(dialog).getByRole('checkbox', { name: 'Konoba Mate' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Bistro Lanterna' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Pizzeria Riva' })).not.toBeChecked();
    expect(within(dialog).getByText('2 restaurants selected')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Konoba Mate' }));
    expect(within(dialog).getByText('1 restaurant selected')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. Manager now has 1 restaurant.')).toBeInTheDocument();
    expect(patch.bodies).toEqual([{ restaurantIds: [2] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('in hr counts with Croatian plurals', async () => {
    server.use(usersList(), restaurantOptions, recordWrites('patch', '/admin/users/2', applied).handler);
    const dialog = await openPicker('hr');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3));
    expect(within(dialog).getByText('Odabrana su 2 restorana')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pizzeria Riva' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }));
    expect(await screen.findByText('Spremljeno. Voditelj sada ima 3 restorana.')).toBeInTheDocument();
  });

  it('shows ‘Failed to update user’ when the save fails, and keeps the choice', async () => {
    server.use(
      usersList(),
      restaurantOptions,
      http.patch(`${API}/admin/users/2`, () => HttpResponse.json(null, { status: 500 })),
    );
    const dialog = await openPicker();
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pizzeria Riva' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Pizzeria Riva' })).toBeChecked();
  });
});
