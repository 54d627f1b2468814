import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, aUser } from '@stol/platform/testing';
import { setupApiServer } from '../../../test/msw';
import { renderApp } from '../../../test/remote';
import { anAdminUser, recordWrites, restaurantOptions, serverError, usersList } from '../../../test/users';

const server = setupApiServer();

const signedIn = aUser({
  id: 1,
  email: 'superadmin@demo.test',
  role: 'superadmin',
  restaurantId: null,
  language: 'en',
});

/** POST /admin/users answered with the user the body describes (invitePending without a password). */
const created = (body: unknown) => {
  const sent = body as { email: string; password?: string; role: 'restaurantadmin' | 'restaurantmanager' };
  return HttpResponse.json(
    anAdminUser({ id: 10, email: sent.email, role: sent.role, invitePending: !sent.password }),
    { status: 201 },
  );
};

async function openForm() {
  renderApp({ user: signedIn, mountPath: '/users', mantineEnv: 'test' });
  const form = screen.getByRole('region', { name: 'Add user' });
  // The restaurants have arrived once the admin's select offers them.
  const restaurant = within(form).getByRole('combobox', { name: 'Restaurant' });
  await waitFor(() => expect(restaurant).toBeEnabled());
  return { form, restaurant };
}

const field = (form: HTMLElement, name: string) => within(form).getByRole('combobox', { name });
/** The manager's ticked restaurants. */
const chosenRestaurants = (form: HTMLElement) =>
  within(within(form).getByRole('group', { name: 'Restaurants' }))
    .queryAllByRole('checkbox', { checked: true })
    .map((box) => box.getAttribute('value'));
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Add user form', () => {
  it('offers the role’s plans; changing the role resets the plan to its default and clears the restaurants', async () => {
    server.use(usersList([]), restaurantOptions);
    const { form, restaurant } = await openForm();
    expect(optionTexts(field(form, 'Role'))).toEqual(['Restaurant admin', 'Restaurant manager']);
    expect(optionTexts(field(form, 'Plan'))).toEqual(['Basic', 'Pro', 'Premium']);
    expect(field(form, 'Plan')).toHaveValue('basic');
    expect(field(form, 'Language')).toHaveValue('hr');

    await userEvent.selectOptions(field(form, 'Plan'), 'premium');
    await userEvent.selectOptions(restaurant, '2');
    await userEvent.selectOptions(field(form, 'Role'), 'restaurantmanager');

    expect(optionTexts(field(form, 'Plan'))).toEqual(['Pro', 'Premium']);
    expect(field(form, 'Plan')).toHaveValue('pro');
    expect(within(form).queryByRole('combobox', { name: 'Restaurant' })).not.toBeInTheDocument();
    const restaurants = within(form).getByRole('group', { name: 'Restaurants' });
    await userEvent.click(within(restaurants).getByRole('checkbox', { name: 'Konoba Mate' }));
    expect(chosenRestaurants(form)).toEqual(['1']);

    await userEvent.selectOptions(field(form, 'Role'), 'restaurantadmin');
    expect(field(form, 'Plan')).toHaveValue('basic');
    expect(field(form, 'Restaurant')).toHaveValue('');
    await userEvent.selectOptions(field(form, 'Role'), 'restaurantmanager');
    expect(chosenRestaurants(form)).toEqual([]);
  });

  it('asks for an email, a valid one, and the role’s restaurant before sending anything', async () => {
    const post = recordWrites('post', '/admin/users', created);
    server.use(usersList([]), restaurantOptions, post.handler);
    const { form } = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Add and send invitation' }));
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter an email address',
    );
    expect(field(form, 'Restaurant')).toHaveAccessibleDescription('Choose a restaurant');

    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Add and send invitation' }));
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );

    await userEvent.selectOptions(field(form, 'Role'), 'restaurantmanager');
    await userEvent.click(within(form).getByRole('button', { name: 'Add and send invitation' }));
    expect(within(form).getByRole('group', { name: 'Restaurants' })).toHaveAccessibleDescription(
      'Choose at least one restaurant',
    );
    expect(post.bodies).toEqual([]);
  });

  it('without a password invites the manager: the body has no password, the toast names the address', async () => {
    const post = recordWrites('post', '/admin/users', created);
    server.use(usersList([]), restaurantOptions, post.handler);
    const { form } = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), '  Nova@Demo.test ');
    await userEvent.selectOptions(field(form, 'Role'), 'restaurantmanager');
    const restaurants = within(form).getByRole('group', { name: 'Restaurants' });
    await userEvent.click(within(restaurants).getByRole('checkbox', { name: 'Konoba Mate' }));
    await userEvent.click(within(restaurants).getByRole('checkbox', { name: 'Bistro Lanterna' }));
    await userEvent.selectOptions(field(form, 'Language'), 'en');
    expect(within(form).getByText(/Leave empty to send an invitation/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add and send invitation' }));

    expect(await screen.findByText('User added — invitation sent to Nova@Demo.test')).toBeInTheDocument();
    expect(post.bodies).toEqual([
      {
        email: 'Nova@Demo.test',
        role: 'restaurantmanager',
        plan: 'pro',
        language: 'en',
        restaurantIds: [1, 2],
      },
    ]);
    // The form is empty again for the next user.
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(field(form, 'Role')).toHaveValue('restaurantadmin');
  });

  it('with a password adds an admin of one restaurant and says so', async () => {
    const post = recordWrites('post', '/admin/users', created);
    server.use(usersList([]), restaurantOptions, post.handler);
    const { form, restaurant } = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ana@demo.test');
    await userEvent.type(within(form).getByLabelText('Password'), 's3cret!');
    await userEvent.selectOptions(restaurant, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('User ana@demo.test added.')).toBeInTheDocument();
    expect(post.bodies).toEqual([
      {
        email: 'ana@demo.test',
        password: 's3cret!',
        role: 'restaurantadmin',
        plan: 'basic',
        language: 'hr',
        restaurantId: 3,
      },
    ]);
  });

  it('shows the server’s refusal, else ‘Failed to add user’, and keeps what was typed', async () => {
    let answer = () => serverError('A user with this email already exists', 409);
    server.use(
      usersList([]),
      restaurantOptions,
      http.post(`${API}/admin/users`, () => answer()),
    );
    const { form, restaurant } = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'admin@demo.test');
    await userEvent.selectOptions(restaurant, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add and send invitation' }));
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('admin@demo.test');

    answer = () => HttpResponse.json({}, { status: 500 });
    await userEvent.click(within(form).getByRole('button', { name: 'Add and send invitation' }));
    expect(await screen.findByText('Failed to add user')).toBeInTheDocument();
  });

  it('says when there is no restaurant to assign yet', async () => {
    server.use(
      usersList([]),
      http.get(`${API}/admin/restaurants/assigned`, () => HttpResponse.json([])),
    );
    renderApp({ user: signedIn, mountPath: '/users' });
    expect(
      await screen.findByText('No restaurants yet: create one on the Restaurants screen first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Restaurant' })).toBeDisabled();
  });

  it('says when the restaurants failed to load and loads them again on Try again', async () => {
    let fail = true;
    server.use(
      usersList([]),
      http.get(`${API}/admin/restaurants/assigned`, () =>
        fail ? HttpResponse.json(null, { status: 500 }) : HttpResponse.json([{ id: 1, name: 'Konoba Mate' }]),
      ),
    );
    renderApp({ user: signedIn, mountPath: '/users' });
    const restaurant = screen.getByRole('combobox', { name: 'Restaurant' });
    await waitFor(() => expect(restaurant).toHaveAccessibleDescription(/Failed to load restaurants/));
    expect(restaurant).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(restaurant).toBeEnabled());
    expect(within(restaurant).getByRole('option', { name: 'Konoba Mate' })).toBeInTheDocument();
  });
});
