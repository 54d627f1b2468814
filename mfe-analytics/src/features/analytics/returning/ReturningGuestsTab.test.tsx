import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../test/msw';
import { renderApp } from '../../../test/remote';
import { atPhoneWidth } from '@stol/platform/testing';
import {
  aReturningGuest,
  assignedRestaurants,
  failing,
  pending,
  premiumManager,
  recordGets,
  returningGuests,
} from '../../../test/analytics-fixtures';

const server = setupApiServer();
const openReturning = (language: 'en' | 'hr' = 'en') =>
  renderApp({
    user: { ...premiumManager, language },
    mountPath: '/analytics',
    path: '/analytics?restaurant=1&tab=returning-guests',
    mantineEnv: 'test',
  });

const ivo = aReturningGuest({
  phone: '+385981112223',
  name: 'Ivo Kovač',
  email: null,
  visitCount: 3,
  identities: [{ name: 'Ivo Kovač', email: null }],
});

describe('ReturningGuestsTab (guest spec §2.15)', () => {
  it('lists name, phone, email and visits in the API’s order, with the total', async () => {
    server.use(
      assignedRestaurants(),
      recordGets('/analytics/returning-guests', () => returningGuests([aReturningGuest(), ivo])).handler,
    );
    openReturning();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ana Horvat', '+385911234567', 'ana@example.com', '5'],
      ['Ivo Kovač', '+385981112223', '—', '3'],
    ]);
    expect(screen.getByText('2 returning guests')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('opens the linked identities of a phone, latest first', async () => {
    server.use(
      assignedRestaurants(),
      recordGets('/analytics/returning-guests', () => returningGuests([aReturningGuest()])).handler,
    );
    openReturning();
    await userEvent.click(await screen.findByRole('button', { name: 'Identities (2) of Ana Horvat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Linked identities for +385911234567' });
    expect(
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Ana Horvatana@example.com', 'Ana H.—']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the guest details with first and last visit on the Zagreb clock', async () => {
    server.use(
      assignedRestaurants(),
      recordGets('/analytics/returning-guests', () => returningGuests([aReturningGuest()])).handler,
    );
    openReturning();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Ana Horvat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guest details' });
    expect(dialog).toHaveTextContent('Visits5');
    // 17:00Z in September is 19:00 in Zagreb (summer time); 18:30Z in November is 19:30 (winter time).
    expect(dialog).toHaveTextContent('First visit01.09.2026. 19:00');
    expect(dialog).toHaveTextContent('Last visit20.11.2026. 19:30');
  });

  it('pages with Previous and Next', async () => {
    const list = recordGets('/analytics/returning-guests', (query) =>
      query.get('page') === '2'
        ? returningGuests([ivo], { page: 2, total: 51 })
        : returningGuests([aReturningGuest()], { page: 1, total: 51 }),
    );
    server.use(assignedRestaurants(), list.handler);
    openReturning();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ivo Kovač' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(list.queries.map((query) => Object.fromEntries(query))).toEqual([
      { restaurantId: '1', page: '1' },
      { restaurantId: '1', page: '2' },
    ]);
  });

  it('says no returning guests were found, in both languages', async () => {
    server.use(
      assignedRestaurants(),
      recordGets('/analytics/returning-guests', () => returningGuests([])).handler,
    );
    const { unmount } = openReturning();
    expect(
      await screen.findByText('No returning guests found (customers with 2+ reservations)'),
    ).toBeInTheDocument();
    unmount();
    openReturning('hr');
    expect(
      await screen.findByText('Nema povratnih gostiju (gosti s 2 ili više rezervacija)'),
    ).toBeInTheDocument();
  });

  it('shows loading, then the error with Try again', async () => {
    server.use(assignedRestaurants(), pending('/analytics/returning-guests'));
    openReturning();
    await screen.findByRole('tab', { name: 'Returning guests' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics…');
    server.use(failing('/analytics/returning-guests', 500, 'Internal error'));
    // The pending request never answers: a new restaurant asks again and fails.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Restaurant' }), '2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('ReturningGuestsTab on a phone', () => {
  atPhoneWidth();

  it('shows a card per guest with both actions instead of a wide table', async () => {
    server.use(
      assignedRestaurants(),
      recordGets('/analytics/returning-guests', () => returningGuests([aReturningGuest(), ivo])).handler,
    );
    openReturning();
    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Ivo Kovač+385981112223—Visits: 3');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Details of Ana Horvat' }));
    expect(await screen.findByRole('dialog', { name: 'Guest details' })).toHaveTextContent('Visits5');
  });
});
