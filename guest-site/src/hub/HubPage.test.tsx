import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { THubCard } from '@stol/contracts';
import { API, setupGuestApi } from '../test/msw';
import { resolveHost } from '../routes/resolve-host';
import { readSpecialHosts } from '../routes/special-hosts';
import { HubPage } from './HubPage';

const server = setupGuestApi();

const card = (over: Partial<THubCard>): THubCard => ({
  id: 1,
  name: 'Konoba Mate',
  address: 'Ilica 1',
  coverImage: null,
  description: null,
  descriptionHr: 'Riba i vino',
  descriptionEn: 'Fish and wine',
  publicPath: '/mate',
  status: 'active',
  inactiveUntil: null,
  brandColors: {},
  hubLogo: null,
  ...over,
});

describe('hub page (guest spec §2.4, §4)', () => {
  it('titles the hub after the first name, shows each card status, a reserve link only when bookable', async () => {
    server.use(
      http.get(`${API}/public/list`, () =>
        HttpResponse.json({
          restaurants: [
            card({}),
            card({
              id: 2,
              name: 'Bistro Two',
              status: 'inactive_until',
              inactiveUntil: '2026-12-24T17:00:00.000Z',
            }),
            card({ id: 3, name: 'Third Place', status: 'coming_soon', publicPath: null }),
          ],
        }),
      ),
    );
    render(<HubPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Konoba Locations' })).toBeInTheDocument();
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Fish and wine')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Reserve at Konoba Mate' })).toBeInTheDocument();
    expect(within(second!).getByText(/^Inactive until .*18:00/)).toBeInTheDocument();
    expect(within(second!).getByText('Unavailable')).toBeInTheDocument();
    expect(within(third!).getByText('Coming soon')).toBeInTheDocument();
    expect(within(third!).queryByRole('link')).not.toBeInTheDocument();
  });

  it("takes the hub's configured title (brandColors.hubTitle) when one of its locations has it", async () => {
    server.use(
      http.get(`${API}/public/list`, () =>
        HttpResponse.json({
          restaurants: [
            card({ name: 'Bistro Gornji Grad', brandColors: { hubTitle: '   ' } }),
            card({ id: 2, name: 'Konoba Stol', brandColors: { hubTitle: ' Stol Zagreb ' } }),
          ],
        }),
      ),
    );
    render(<HubPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stol Zagreb' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bistro Locations' })).not.toBeInTheDocument();
  });

  it("shows the hub's description, header colours and logo as the hub customize dialog saved them", async () => {
    server.use(
      http.get(`${API}/public/list`, () =>
        HttpResponse.json({
          restaurants: [
            card({ brandColors: { headerBackground: 'not a colour' } }),
            card({
              id: 2,
              name: 'Konoba Stol',
              brandColors: {
                hubTitle: 'Stol Zagreb',
                hubDescription: 'Two kitchens, one city',
                headerBackground: '#ffffff',
                hubSubheadingTextColor: 'rgb(80, 60, 40)',
              },
              hubLogo: 'https://cdn.example/stol.png',
            }),
          ],
        }),
      ),
    );
    const { container } = render(<HubPage />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Stol Zagreb' });
    expect(screen.getByText('Two kitchens, one city')).toBeInTheDocument();
    const header = heading.closest('header')!;
    // The invalid colour of the first location is skipped; black text reads best on white.
    expect(header.style.getPropertyValue('--header-bg')).toBe('#ffffff');
    expect(header.style.getPropertyValue('--header-text')).toBe('#000000');
    // The hub's subheading colour is the page's (the description under the header), not the header's.
    expect(container.querySelector('main')!.style.getPropertyValue('--hub-subheading')).toBe(
      'rgb(80, 60, 40)',
    );
    expect(container.querySelector('header img')).toHaveAttribute('src', 'https://cdn.example/stol.png');
  });

  it("says 'No Locations Found' for an empty hub and 'Error Loading Locations' when the list fails", async () => {
    server.use(http.get(`${API}/public/list`, () => HttpResponse.json({ restaurants: [] })));
    const { unmount } = render(<HubPage />);
    expect(await screen.findByRole('heading', { name: 'No Locations Found' })).toBeInTheDocument();
    unmount();
    server.use(http.get(`${API}/public/list`, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    render(<HubPage />);
    expect(await screen.findByText('Error Loading Locations')).toBeInTheDocument();
  });
});

describe('host resolution (guest spec §2.1)', () => {
  const origin = 'https://konoba.example';
  it('a single-restaurant origin shows its restaurant; an unknown origin the welcome page', async () => {
    server.use(
      http.get(`${API}/public/hub-check`, () => HttpResponse.json({ isHub: false, restaurantId: 7 })),
    );
    expect(await resolveHost(origin, '/')).toEqual({ kind: 'restaurant', id: 7 });
    server.use(
      http.get(`${API}/public/hub-check`, () => HttpResponse.json({ isHub: false, restaurantId: null })),
    );
    expect(await resolveHost(origin, '/')).toEqual({ kind: 'welcome' });
  });

  it("a hub shows the list at its root, a path's restaurant elsewhere, and the list when the path is unknown", async () => {
    server.use(
      http.get(`${API}/public/hub-check`, () => HttpResponse.json({ isHub: true, restaurantId: null })),
      http.get(`${API}/public/resolve`, ({ request }) =>
        new URL(request.url).searchParams.get('path') === '/mate'
          ? HttpResponse.json({ id: 3 })
          : HttpResponse.json({ error: 'No restaurant at this address' }, { status: 404 }),
      ),
    );
    expect(await resolveHost(origin, '/')).toEqual({ kind: 'hub' });
    expect(await resolveHost(origin, '/mate')).toEqual({ kind: 'restaurant', id: 3 });
    expect(await resolveHost(origin, '/nowhere')).toEqual({ kind: 'hub' });
  });

  it('the special hostnames of the configuration: the back office, the API, and the hub fallback', async () => {
    const hosts = readSpecialHosts({
      apiUrl: API,
      adminHostname: 'admin.stol.example',
      adminUrl: 'https://admin.stol.example/login',
      apiHostname: 'api.stol.example',
      hubFallbackHostname: 'stol.example',
      extra: 42,
    });
    expect(await resolveHost('https://admin.stol.example', '/', hosts)).toEqual({
      kind: 'admin',
      url: 'https://admin.stol.example/login',
    });
    expect(await resolveHost('https://api.stol.example', '/x', hosts)).toEqual({ kind: 'backend' });
    // The fallback hostname is a hub when the server does not know it, or cannot be asked.
    server.use(
      http.get(`${API}/public/hub-check`, () => HttpResponse.json({ isHub: false, restaurantId: null })),
    );
    expect(await resolveHost('https://stol.example', '/', hosts)).toEqual({ kind: 'hub' });
    expect(await resolveHost(origin, '/', hosts)).toEqual({ kind: 'welcome' });
    server.use(http.get(`${API}/public/hub-check`, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    expect(await resolveHost('https://stol.example', '/', hosts)).toEqual({ kind: 'hub' });
    await expect(resolveHost(origin, '/', hosts)).rejects.toThrow();
    // Nothing configured: no special hostnames.
    expect(readSpecialHosts({ apiUrl: API, adminHostname: 7 })).toEqual({
      adminHostname: undefined,
      adminUrl: undefined,
      apiHostname: undefined,
      hubFallbackHostname: undefined,
    });
  });
});
