import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, manifest, users } from '../test/fixtures';
import { currentPath, meHandler, renderShell, setupApiServer } from '../test/render-shell';

const server = setupApiServer();

const fill = async (email: string, password: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('login page', () => {
  it("says 'Please fill in all fields' and sends nothing when a field is empty", async () => {
    let requests = 0;
    server.use(
      http.post(`${API}/auth/login`, () => {
        requests += 1;
        return HttpResponse.json({ error: 'x' }, { status: 400 });
      }),
    );
    await renderShell({ path: '/login' });

    await fill('admin@demo.test', '');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');

    await userEvent.clear(screen.getByLabelText('Email'));
    await fill('', 'demo1234');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(requests).toBe(0);
  });

  it("shows the server's error text when sign-in fails", async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json(
          { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
          { status: 401 },
        ),
      ),
    );
    await renderShell({ path: '/login' });

    await fill('admin@demo.test', 'wrong');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(currentPath()).toBe('/login');
  });

  it("falls back to 'Login failed' when the server gives no error text", async () => {
    server.use(http.post(`${API}/auth/login`, () => new HttpResponse('Bad gateway', { status: 502 })));
    await renderShell({ path: '/login' });

    await fill('admin@demo.test', 'demo1234');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('sends email, password and rememberMe, then opens /admin', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 't', user: users.staff });
      }),
      meHandler(users.staff),
    );
    await renderShell({ path: '/login' });

    await fill('  staff@demo.test ', 'demo1234');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await submit();

    expect(await screen.findByText('mfe_dashboard at /admin')).toBeInTheDocument();
    expect(body).toEqual({ email: 'staff@demo.test', password: 'demo1234', rememberMe: true });
  });

  it('toggles the password between hidden and shown', async () => {
    await renderShell({ path: '/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('speaks Croatian after switching the language, and has a footer', async () => {
    await renderShell({ path: '/login' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('reservations and floor management');

    await userEvent.click(screen.getByRole('button', { name: 'HR' }));
    expect(screen.getByRole('button', { name: 'HR' })).toHaveAttribute('aria-pressed', 'true');

    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeInTheDocument();
    expect(screen.getByLabelText('Lozinka')).toBeInTheDocument();
    expect(localStorage.getItem('stol.lang')).toBe('hr');
  });

  it("offers 'Forgot password?', leading to the guest site's reset screen that remotes.json names", async () => {
    await renderShell({
      path: '/login',
      manifest: { ...manifest, guestSiteUrl: 'https://book.example.com/' },
    });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      'https://book.example.com/reset',
    );
  });

  it('offers no reset link when remotes.json names no guest site', async () => {
    await renderShell({ path: '/login' });
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });
});
