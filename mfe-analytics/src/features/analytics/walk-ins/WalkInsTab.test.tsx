import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../test/msw';
import { renderApp } from '../../../test/remote';
import {
  assignedRestaurants,
  aWalkInStats,
  failing,
  pending,
  premiumManager,
  recordGets,
} from '../../../test/analytics-fixtures';

const server = setupApiServer();
const openWalkIns = (language: 'en' | 'hr' = 'en') =>
  renderApp({
    user: { ...premiumManager, language },
    mountPath: '/analytics',
    path: '/analytics?restaurant=1&tab=walk-ins',
    mantineEnv: 'test',
  });
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.firstElementChild;

describe('WalkInsTab (guest spec §2.15)', () => {
  it('shows total, average party size (one decimal) and peak hour, and walk-ins by hour', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/walk-ins', () => aWalkInStats()).handler);
    openWalkIns();
    await screen.findByText('Total walk-ins');
    expect(figure('Total walk-ins')).toHaveTextContent(/^17$/);
    expect(figure('Average party size')).toHaveTextContent(/^2\.6$/);
    expect(figure('Peak hour')).toHaveTextContent(/^13:00$/);
    // The chart's figures as its table (the drawing loads lazily), every hour from the first to the last.
    const byHour = screen.getByRole('table', { name: 'Walk-ins by hour' });
    expect(
      within(byHour)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['12:004', '13:009', '14:000', '15:000', '16:000', '17:000', '18:000', '19:004']);
  });

  it('is in Croatian with a decimal comma', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/walk-ins', () => aWalkInStats()).handler);
    openWalkIns('hr');
    await screen.findByText('Ukupno gostiju bez rezervacije');
    expect(figure('Prosječna veličina društva')).toHaveTextContent(/^2,6$/);
    expect(figure('Vršni sat')).toHaveTextContent(/^13:00$/);
  });

  it('names an unnamed walk-in in the reader’s language', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/walk-ins', () => aWalkInStats()).handler);
    openWalkIns('hr');
    await userEvent.click(await screen.findByRole('button', { name: 'Popis dolazaka (17)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gosti bez rezervacije' });
    expect(within(dialog).getByRole('cell', { name: 'Gost bez rezervacije' })).toBeInTheDocument();
  });

  it('opens the walk-in list', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/walk-ins', () => aWalkInStats()).handler);
    openWalkIns();
    await userEvent.click(await screen.findByRole('button', { name: 'Walk-in list (17)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Walk-ins' });
    const row = within(dialog).getAllByRole('row')[1]!;
    expect(within(row).getByRole('cell', { name: 'Walk-in' })).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('3');
  });

  it('asks for the chosen period', async () => {
    const stats = recordGets('/analytics/walk-ins', () => aWalkInStats());
    server.use(assignedRestaurants(), stats.handler);
    openWalkIns();
    await screen.findByText('Total walk-ins');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'week');
    await screen.findByText('Total walk-ins');
    expect(stats.queries.map((query) => query.get('period'))).toEqual(['all', 'week']);
  });

  it('shows loading, then "No data available" when there were no walk-ins', async () => {
    server.use(assignedRestaurants(), pending('/analytics/walk-ins'));
    openWalkIns();
    await screen.findByRole('combobox', { name: 'Period' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics…');
    server.use(
      recordGets('/analytics/walk-ins', () =>
        aWalkInStats({ total: 0, averagePartySize: 0, peakHour: '-', byHour: [], walkIns: [] }),
      ).handler,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'month');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows the server’s error message', async () => {
    server.use(assignedRestaurants(), failing('/analytics/walk-ins', 500, 'Internal error'));
    openWalkIns();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal error');
  });

  it('treats a malformed answer as an error, not half-drawn figures', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/walk-ins', () => ({ total: 'many' })).handler);
    openWalkIns();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics');
  });
});
