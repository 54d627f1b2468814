import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../test/msw';
import { renderApp } from '../../../test/remote';
import {
  aHeatmap,
  assignedRestaurants,
  failing,
  offline,
  pending,
  planHandlers,
  premiumManager,
  recordGets,
} from '../../../test/analytics-fixtures';

const server = setupApiServer();
const openHeatmap = (language: 'en' | 'hr' = 'en') =>
  renderApp({
    user: { ...premiumManager, language },
    mountPath: '/analytics',
    path: '/analytics?restaurant=1&tab=heatmap',
  });

describe('HeatmapTab (guest spec §2.15, §9)', () => {
  it('draws every table on the floor plan, named with its count and bucket in words, with the legend, summary and top 5', async () => {
    server.use(
      assignedRestaurants(),
      recordGets('/analytics/heatmap', () => aHeatmap()).handler,
      ...planHandlers(),
    );
    openHeatmap();

    const plan = await screen.findByRole('group', { name: 'Heatmap of Konoba Mate' });
    expect(within(plan).getAllByRole('img')).toHaveLength(3);
    for (const name of [
      'Table 1, 4 seats: 40 reservations, 80% or more',
      'Table 2, 4 seats: 22 reservations, 40–60%',
      'Table 3, 6 seats: 5 reservations, under 20%',
    ])
      expect(within(plan).getByRole('img', { name })).toBeInTheDocument();
    // Shaded by bucket, and hatched above the lowest bucket: not colour alone.
    const table1 = plan.querySelector('[data-table-id="11"]')!;
    expect(table1).toHaveAttribute('data-state', 'bucket-4');
    expect(within(table1 as HTMLElement).getByTestId('table-pattern')).toBeInTheDocument();
    expect(plan.querySelector('[data-table-id="13"] [data-testid="table-pattern"]')).toBeNull();

    const legend = screen.getByRole('list', { name: 'Legend: share of the busiest table' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['under 20%', '20–40%', '40–60%', '60–80%', '80% or more']);

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Reservations61');
    expect(summary).toHaveTextContent('Table uses67');
    expect(summary).toHaveTextContent('Tables used3 of 3');

    const top = screen.getByRole('region', { name: 'Top 5 tables' });
    expect(
      within(top)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Table 140100 %', 'Table 22255 %', 'Table 3513 %']);
  });

  it('asks for the chosen timeframe', async () => {
    const heatmap = recordGets('/analytics/heatmap', (query) =>
      aHeatmap({ period: query.get('period') as 'week' }),
    );
    server.use(assignedRestaurants(), heatmap.handler, ...planHandlers());
    openHeatmap();
    const timeframe = await screen.findByRole('combobox', { name: 'Timeframe' });
    expect(
      within(timeframe)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All time', 'Past month', 'Past week']);
    await screen.findByRole('group', { name: 'Heatmap of Konoba Mate' });
    await userEvent.selectOptions(timeframe, 'week');
    await screen.findByRole('group', { name: 'Heatmap of Konoba Mate' });
    expect(heatmap.queries.map((query) => query.get('period'))).toEqual(['all', 'week']);
  });

  it('is in Croatian for a Croatian reader', async () => {
    server.use(
      assignedRestaurants(),
      recordGets('/analytics/heatmap', () => aHeatmap()).handler,
      ...planHandlers(),
    );
    openHeatmap('hr');
    expect(await screen.findByRole('tab', { name: 'Toplinska karta stolova' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const plan = await screen.findByRole('group', { name: 'Toplinska karta restorana Konoba Mate' });
    expect(
      within(plan).getByRole('img', { name: 'Stol 1, mjesta: 4: rezervacija 40, 80 % ili više' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vremenski okvir' })).toBeInTheDocument();
  });

  it('shows a loading state, then "No data available" when no reservation used a table', async () => {
    server.use(assignedRestaurants(), pending('/analytics/heatmap'), ...planHandlers());
    openHeatmap();
    await screen.findByRole('combobox', { name: 'Timeframe' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics…');

    server.use(
      recordGets('/analytics/heatmap', () =>
        aHeatmap({ top: [], summary: { reservations: 0, tableUses: 0, tablesUsed: 0, totalTables: 3 } }),
      ).handler,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Timeframe' }), 'week');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Heatmap of/ })).not.toBeInTheDocument();
  });

  it('shows the server’s error, and offline the fallback with Try again that loads it', async () => {
    server.use(
      assignedRestaurants(),
      failing('/analytics/heatmap', 400, 'Invalid period'),
      ...planHandlers(),
    );
    openHeatmap();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid period');

    server.use(offline('/analytics/heatmap'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Timeframe' }), 'month');
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();

    server.use(recordGets('/analytics/heatmap', () => aHeatmap()).handler);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Heatmap of Konoba Mate' })).toBeInTheDocument();
  });

  it('says the restaurant has no tables instead of drawing an empty plan', async () => {
    server.use(
      assignedRestaurants(),
      recordGets('/analytics/heatmap', () => aHeatmap()).handler,
      recordGets('/tables', () => []).handler,
      recordGets('/restaurants/1', () => ({})).handler,
    );
    openHeatmap();
    expect(await screen.findByText('This restaurant has no tables yet.')).toBeInTheDocument();
  });
});
