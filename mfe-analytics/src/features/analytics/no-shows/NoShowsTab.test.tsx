import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../test/msw';
import { renderApp } from '../../../test/remote';
import { atPhoneWidth } from '@stol/platform/testing';
import {
  anAnalyticsReservation,
  aNoShowStats,
  assignedRestaurants,
  offline,
  pending,
  premiumManager,
  recordGets,
} from '../../../test/analytics-fixtures';

const server = setupApiServer();
const openNoShows = (language: 'en' | 'hr' = 'en') =>
  renderApp({
    user: { ...premiumManager, language },
    mountPath: '/analytics',
    path: '/analytics?restaurant=1&tab=no-shows',
    mantineEnv: 'test',
  });
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.firstElementChild;

describe('NoShowsTab (guest spec §2.15)', () => {
  it('shows total, no-shows, no-show rate and cancellation rate as the API gives them', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/no-shows', () => aNoShowStats()).handler);
    openNoShows();
    await screen.findByText('Total reservations');
    expect(figure('Total reservations')).toHaveTextContent(/^120$/);
    expect(figure('No-shows')).toHaveTextContent(/^9$/);
    expect(figure('No-show rate')).toHaveTextContent(/^7\.5 %$/);
    expect(figure('Cancellation rate')).toHaveTextContent(/^10\.45 %$/);
  });

  it('writes rates with a decimal comma in Croatian', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/no-shows', () => aNoShowStats()).handler);
    openNoShows('hr');
    await screen.findByText('Ukupno rezervacija');
    expect(figure('Stopa nedolazaka')).toHaveTextContent(/^7,5 %$/);
    expect(figure('Stopa otkazivanja')).toHaveTextContent(/^10,45 %$/);
  });

  it('opens the no-show list and the cancellation list from their buttons', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/no-shows', () => aNoShowStats()).handler);
    openNoShows();
    await userEvent.click(await screen.findByRole('button', { name: 'No-show list (9)' }));
    let dialog = await screen.findByRole('dialog', { name: 'No-shows' });
    const row = within(dialog).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20.11.2026. 19:30', 'Marko Babić', '+385911234567', 'ana@example.com', '2', '3', 'No-show']);
    // The figure counts 9, the list holds 1: the dialog says it is not the whole set.
    expect(dialog).toHaveTextContent('The 1 most recent of 9.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Cancellation list (14)' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancellations' });
    expect(within(dialog).getByRole('cell', { name: 'Petra Novak' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Cancelled' })).toBeInTheDocument();
  });

  it('does not claim a list is partial when it holds every one', async () => {
    const list = Array.from({ length: 3 }, (_, i) => anAnalyticsReservation({ id: 900 + i, isNoShow: true }));
    server.use(
      assignedRestaurants(),
      recordGets('/analytics/no-shows', () => aNoShowStats({ noShows: 3, noShowList: list })).handler,
    );
    openNoShows();
    await userEvent.click(await screen.findByRole('button', { name: 'No-show list (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'No-shows' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
    expect(dialog).not.toHaveTextContent(/most recent/);
  });

  it('asks for the chosen period', async () => {
    const stats = recordGets('/analytics/no-shows', () => aNoShowStats());
    server.use(assignedRestaurants(), stats.handler);
    openNoShows();
    await screen.findByText('Total reservations');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'month');
    await screen.findByText('Total reservations');
    expect(stats.queries.map((query) => query.get('period'))).toEqual(['all', 'month']);
  });

  it('shows loading, then "No data available" for a period without reservations', async () => {
    server.use(assignedRestaurants(), pending('/analytics/no-shows'));
    openNoShows();
    await screen.findByRole('combobox', { name: 'Period' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics…');
    server.use(
      recordGets('/analytics/no-shows', () =>
        aNoShowStats({
          total: 0,
          noShows: 0,
          cancelled: 0,
          noShowRate: 0,
          cancellationRate: 0,
          noShowList: [],
          cancelledList: [],
        }),
      ).handler,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'week');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('offline: shows the fallback error with Try again', async () => {
    server.use(assignedRestaurants(), offline('/analytics/no-shows'));
    openNoShows();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics');
    server.use(recordGets('/analytics/no-shows', () => aNoShowStats()).handler);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total reservations')).toBeInTheDocument();
  });
});

describe('NoShowsTab on a phone', () => {
  atPhoneWidth();

  it('lists the no-shows as cards', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/no-shows', () => aNoShowStats()).handler);
    openNoShows();
    await userEvent.click(await screen.findByRole('button', { name: 'No-show list (9)' }));
    const dialog = await screen.findByRole('dialog', { name: 'No-shows' });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      '20.11.2026. 19:30 · Marko BabićNo-show+385911234567 · ana@example.comGuests: 2· Table 3',
    );
  });
});
