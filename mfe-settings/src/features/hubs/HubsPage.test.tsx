import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminHub } from '@stol/contracts';
import { API, aUser } from '@stol/platform/testing';
import { http, HttpResponse } from 'msw';
import { setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/remote';

const server = setupApiServer();

const superadmin = aUser({ id: 1, role: 'superadmin', email: 'superadmin@demo.test', language: 'en' });

const zagrebHub: TAdminHub = {
  origin: 'https://zagreb.stol.example',
  restaurants: [
    { id: 1, name: 'Konoba Stol', publicPath: '/konoba', status: 'active' },
    { id: 2, name: 'Bistro Trg', publicPath: '/bistro', status: 'inactive' },
    { id: 4, name: 'Novi kutak', publicPath: null, status: 'coming_soon' },
  ],
  brandColors: {
    hubTitle: 'Stol Zagreb',
    hubDescription: 'Our restaurants in Zagreb',
    hubHeadingTextColor: '#111111',
    headerBackground: 'url(javascript:alert(1))',
  },
  hubLogo: null,
};

function answerHubs(hubs: TAdminHub[]) {
  const calls = { list: 0 };
  server.use(
    http.get(`${API}/admin/hubs`, () => {
      calls.list += 1;
      return HttpResponse.json({ hubs });
    }),
  );
  return calls;
}

describe('HubsPage (/hubs)', () => {
  it('refuses everyone but superadmin, without asking the API', async () => {
    const calls = answerHubs([zagrebHub]);
    renderApp({ user: aUser({ role: 'restaurantmanager', plan: 'premium' }), mountPath: '/hubs' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Access Denied: Only superadmins can access hub management.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.list).toBe(0);
  });

  it('lists each hub with its restaurants and their status labels', async () => {
    answerHubs([zagrebHub]);
    renderApp({ user: superadmin, mountPath: '/hubs' });
    const hub = await screen.findByRole('region', { name: 'https://zagreb.stol.example' });
    expect(within(hub).getByRole('heading', { name: 'Stol Zagreb' })).toBeInTheDocument();
    const rows = within(hub).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Konoba Stol /konoba Active');
    expect(rows[1]).toHaveTextContent('Bistro Trg /bistro (Inactive)');
    expect(rows[2]).toHaveTextContent('Novi kutak no public path (Coming Soon)');
  });

  it("says 'No hubs detected' when there are none", async () => {
    answerHubs([]);
    renderApp({ user: superadmin, mountPath: '/hubs' });
    expect(await screen.findByText('No hubs detected')).toBeInTheDocument();
  });

  it('shows a failed load', async () => {
    server.use(http.get(`${API}/admin/hubs`, () => HttpResponse.json({}, { status: 500 })));
    renderApp({ user: superadmin, mountPath: '/hubs' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load hubs');
  });

  it('customizes a hub: black for a header background that is not a colour, then PATCH /admin/hubs', async () => {
    answerHubs([zagrebHub]);
    const patches: unknown[] = [];
    server.use(
      http.patch(`${API}/admin/hubs`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    renderApp({ user: superadmin, mountPath: '/hubs', mantineEnv: 'test' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Customize https://zagreb.stol.example' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Header background' })).toHaveValue('#000000');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Stol Zagreb');
    // Every control named (axe button-name): the close button, and no unnamed eye-dropper buttons.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .every((button) => button.textContent || button.getAttribute('aria-label')),
    ).toBe(true);

    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Stol u Zagrebu');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subheading colour' }), '#444444');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Logo URL' }),
      'https://cdn.example/logo.svg',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Hub saved.')).toBeInTheDocument();
    expect(patches).toEqual([
      {
        origin: 'https://zagreb.stol.example',
        brandColors: {
          hubTitle: 'Stol u Zagrebu',
          hubDescription: 'Our restaurants in Zagreb',
          hubHeadingTextColor: '#111111',
          hubSubheadingTextColor: '#444444',
          headerBackground: '#000000',
        },
        hubLogo: 'https://cdn.example/logo.svg',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("refuses to save a colour that is not hex, rgb or hsl, and shows the server's text on failure", async () => {
    answerHubs([zagrebHub]);
    server.use(
      http.patch(`${API}/admin/hubs`, () =>
        HttpResponse.json({ error: 'No hub at this origin', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderApp({ user: superadmin, mountPath: '/hubs', mantineEnv: 'test' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Customize https://zagreb.stol.example' }),
    );
    const dialog = await screen.findByRole('dialog');
    const heading = within(dialog).getByRole('textbox', { name: 'Heading colour' });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'reddish');
    expect(within(dialog).getByText('Enter a hex, rgb() or hsl() colour')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(heading);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No hub at this origin');
  });

  it('speaks Croatian', async () => {
    answerHubs([zagrebHub]);
    renderApp({ user: { ...superadmin, language: 'hr' }, mountPath: '/hubs' });
    expect(screen.getByRole('heading', { name: 'Upravljanje hubovima' })).toBeInTheDocument();
    expect(await screen.findByText('(Uskoro)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prilagodi https://zagreb.stol.example' })).toBeInTheDocument();
  });
});
