import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../../test/msw';
import { renderApp } from '../../../test/remote';
import {
  admin,
  manager,
  recordWrites,
  restaurantOptions,
  serverError,
  superadmin,
  usersList,
} from '../../../test/users';

const server = setupApiServer();

const signedIn = (language: 'en' | 'hr' = 'en') =>
  aUser({ id: 1, email: 'superadmin@demo.test', role: 'superadmin', restaurantId: null, language });

/** PATCH answered with the stored user changed by the body, as the API does. */
const applied = (stored: typeof admin) => (body: unknown) =>
  HttpResponse.json({ ...stored, ...(body as object), password: undefined });

async function openEdit(email: string, language: 'en' | 'hr' = 'en') {
  renderApp({ user: signedIn(language), mountPath: '/users', mantineEnv: 'test' });
  const edit = language === 'en' ? `Edit ${email}` : `Uredi ${email}`;
  await userEvent.click(await screen.findByRole('button', { name: edit }));
  return screen.findByRole('dialog', { name: edit });
}

describe('Edit user dialog', () => {
  it('starts from the user as stored and sends no password when it is left empty', async () => {
    const patch = recordWrites('patch', '/admin/users/3', applied(admin));
    server.use(usersList(), restaurantOptions, patch.handler);
    const dialog = await openEdit('admin@demo.test');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('admin@demo.test');
    expect(within(dialog).getByLabelText('New password')).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('restaurantadmin');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Restaurant' })).toHaveValue('1'),
    );
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'en');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved changes.')).toBeInTheDocument();
    expect(patch.bodies).toEqual([
      { email: 'admin@demo.test', language: 'en', role: 'restaurantadmin', plan: 'basic', restaurantId: 1 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the password when it is filled', async () => {
    const patch = recordWrites('patch', '/admin/users/3', applied(admin));
    server.use(usersList(), restaurantOptions, patch.handler);
    const dialog = await openEdit('admin@demo.test');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'n3w-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved changes.');
    expect(patch.bodies).toEqual([expect.objectContaining({ password: 'n3w-pass' })]);
  });

  it('for a manager says how many restaurants they now have (plural-aware, in hr too)', async () => {
    const patch = recordWrites('patch', '/admin/users/2', applied(manager));
    server.use(usersList(), restaurantOptions, patch.handler);
    const dialog = await openEdit('manager@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Manager now has 2 restaurants.')).toBeInTheDocument();
    expect(patch.bodies).toEqual([
      {
        email: 'manager@demo.test',
        language: 'hr',
        role: 'restaurantmanager',
        plan: 'premium',
        restaurantIds: [1, 2],
      },
    ]);
  });

  it('in hr: ‘Spremljeno. Voditelj sada ima 2 restorana.’', async () => {
    server.use(
      usersList(),
      restaurantOptions,
      recordWrites('patch', '/admin/users/2', applied(manager)).handler,
    );
    const dialog = await openEdit('manager@demo.test', 'hr');
    expect(within(dialog).getByLabelText('Nova lozinka')).toHaveAccessibleDescription(
      'Ostavite prazno da lozinka ostane ista.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }));
    expect(await screen.findByText('Spremljeno. Voditelj sada ima 2 restorana.')).toBeInTheDocument();
  });

  it('a role change to manager resets the plan and asks for their restaurants', async () => {
    const patch = recordWrites('patch', '/admin/users/3', applied(admin));
    server.use(usersList(), restaurantOptions, patch.handler);
    const dialog = await openEdit('admin@demo.test');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Role' }),
      'restaurantmanager',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Plan' })).toHaveValue('pro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('group', { name: 'Restaurants' })).toHaveAccessibleDescription(
      'Choose at least one restaurant',
    );
    expect(patch.bodies).toEqual([]);
  });

  it('for a superadmin changes only email, password and language', async () => {
    const patch = recordWrites('patch', '/admin/users/1', applied(superadmin));
    server.use(usersList(), restaurantOptions, patch.handler);
    const dialog = await openEdit('superadmin@demo.test');
    expect(within(dialog).queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Role: Superadmin')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved changes.');
    expect(patch.bodies).toEqual([{ email: 'superadmin@demo.test', language: 'en' }]);
  });

  it('shows the server’s text, else ‘Failed to update user’, and stays open', async () => {
    let answer = () => serverError('A user with this email already exists', 409);
    server.use(
      usersList(),
      restaurantOptions,
      http.patch(`${API}/admin/users/3`, () => answer()),
    );
    const dialog = await openEdit('admin@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    answer = () => HttpResponse.json(null, { status: 500 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit admin@demo.test' })).toBeInTheDocument();
  });
});
