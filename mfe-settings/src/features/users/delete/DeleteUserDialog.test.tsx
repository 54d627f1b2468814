import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../../test/msw';
import { renderApp } from '../../../test/remote';
import { admin, manager, restaurantOptions, superadmin } from '../../../test/users';

const server = setupApiServer();

const signedIn = aUser({
  id: 1,
  email: 'superadmin@demo.test',
  role: 'superadmin',
  restaurantId: null,
  language: 'en',
});

describe('Delete user dialog', () => {
  it('confirms only on the typed word Delete, deletes and reloads the list', async () => {
    let users = [superadmin, manager, admin];
    const deleted: string[] = [];
    server.use(
      restaurantOptions,
      http.get(`${API}/admin/users`, () => HttpResponse.json(users)),
      http.delete(`${API}/admin/users/:id`, ({ params }) => {
        deleted.push(String(params.id));
        users = users.filter((u) => String(u.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ user: signedIn, mountPath: '/users', mantineEnv: 'test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete manager@demo.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user manager@demo.test?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    const input = within(dialog).getByRole('textbox', { name: 'Confirmation' });
    expect(confirm).toBeDisabled();
    await userEvent.type(input, 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Delete');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(await screen.findByText('User manager@demo.test deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['2']);
    await waitFor(() => expect(screen.queryByText('manager@demo.test')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal, else ‘Failed to delete user’', async () => {
    let answer = () => HttpResponse.json({ error: 'Superadmins cannot be deleted' }, { status: 409 });
    server.use(
      restaurantOptions,
      http.get(`${API}/admin/users`, () => HttpResponse.json([superadmin, admin])),
      http.delete(`${API}/admin/users/3`, () => answer()),
    );
    renderApp({ user: signedIn, mountPath: '/users', mantineEnv: 'test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete admin@demo.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user admin@demo.test?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'Delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Superadmins cannot be deleted')).toBeInTheDocument();
    answer = () => HttpResponse.json(null, { status: 500 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
  });
});
