import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_ACCESS_DENIED } from '@stol/contracts';
import { setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/remote';
import {
  aHeatmap,
  aNoShowStats,
  planHandlers,
  assignedRestaurants,
  aWalkInStats,
  basicManager,
  failing,
  premiumManager,
  recordGets,
  restaurantAdmin,
  someTurnTimes,
  superadmin,
} from '../../test/analytics-fixtures';

const server = setupApiServer();

describe('AnalyticsPage access (guest spec §2.15)', () => {
  it.each([
    ['a basic restaurant manager', basicManager],
    ['a restaurant admin', restaurantAdmin],
  ])('shows %s the access-denied text and calls no analytics route', async (_name, user) => {
    // No handlers: any request would fail the test (onUnhandledFrame: 'error').
    renderApp({ user, mountPath: '/analytics' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ANALYTICS_ACCESS_DENIED);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says it in Croatian to a Croatian reader', async () => {
    renderApp({ user: { ...basicManager, language: 'hr' }, mountPath: '/analytics' });
    expect(await screen.findByRole('heading', { name: 'Analitika' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Pristup odbijen: analitika je dostupna samo superadministratorima i voditeljima restorana s paketom premium.',
    );
  });

  it('shows the access-denied text when the API refuses (403), e.g. after a plan change', async () => {
    server.use(
      assignedRestaurants(),
      failing('/analytics/heatmap', 403, ANALYTICS_ACCESS_DENIED),
      ...planHandlers(),
    );
    renderApp({ user: premiumManager, mountPath: '/analytics', path: '/analytics?restaurant=1' });
    expect(await screen.findByText(ANALYTICS_ACCESS_DENIED)).toBeInTheDocument();
  });
});

describe('AnalyticsPage restaurant selector and tabs', () => {
  it('offers a placeholder and one option per restaurant, and shows no tabs until one is chosen', async () => {
    const noShows = recordGets('/analytics/no-shows', () => aNoShowStats());
    server.use(assignedRestaurants(), noShows.handler);
    renderApp({ user: superadmin, mountPath: '/analytics', path: '/analytics?tab=no-shows' });

    const select = await screen.findByRole('combobox', { name: 'Restaurant' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Select a restaurant'],
      ['1', 'Konoba Mate'],
      ['2', 'Bistro Lanterna'],
    ]);
    expect(screen.getByText('Select a restaurant to see its analytics.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    await userEvent.selectOptions(select, '2');
    expect(await screen.findByText('Total reservations')).toBeInTheDocument();
    expect(noShows.last()).toEqual({ restaurantId: '2', period: 'all' });
  });

  it('chooses the only restaurant by itself', async () => {
    const turnTimes = recordGets('/analytics/turn-times', () => someTurnTimes());
    server.use(assignedRestaurants([{ id: 4, name: 'Pod Lozom' }]), turnTimes.handler);
    renderApp({ user: premiumManager, mountPath: '/analytics', path: '/analytics?tab=turn-times' });
    expect(await screen.findByRole('cell', { name: '72 min' })).toBeInTheDocument();
    expect(turnTimes.last()).toEqual({ restaurantId: '4', period: 'all' });
    expect(screen.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('4');
  });

  it('opens the tab and period the URL names (a reload keeps them)', async () => {
    const walkIns = recordGets('/analytics/walk-ins', () => aWalkInStats({ period: 'week' }));
    server.use(assignedRestaurants(), walkIns.handler);
    renderApp({
      user: premiumManager,
      mountPath: '/analytics',
      path: '/analytics?restaurant=1&tab=walk-ins&period=week',
    });
    expect(await screen.findByText('Total walk-ins')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Walk-ins' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('week');
    expect(walkIns.last()).toEqual({ restaurantId: '1', period: 'week' });
  });

  it('moves between tabs by keyboard: one Tab stop, arrows, Home and End select the tab', async () => {
    const noShows = recordGets('/analytics/no-shows', () => aNoShowStats());
    const walkIns = recordGets('/analytics/walk-ins', () => aWalkInStats());
    const turnTimes = recordGets('/analytics/turn-times', () => someTurnTimes());
    const heatmap = recordGets('/analytics/heatmap', () => aHeatmap());
    server.use(
      assignedRestaurants(),
      noShows.handler,
      walkIns.handler,
      turnTimes.handler,
      heatmap.handler,
      ...planHandlers(),
    );
    renderApp({
      user: premiumManager,
      mountPath: '/analytics',
      path: '/analytics?restaurant=1&tab=no-shows',
    });

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    tabs[2]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    const walkInsTab = screen.getByRole('tab', { name: 'Walk-ins' });
    expect(walkInsTab).toHaveFocus();
    expect(walkInsTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'Walk-ins' })).toHaveTextContent('Total walk-ins');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Turn times' })).toHaveFocus();
    expect(await screen.findByRole('cell', { name: '72 min' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Floor plan heatmap' })).toHaveFocus();
    expect(await screen.findByText('Top 5 tables')).toBeInTheDocument();
  });

  it('keeps the period when switching tabs and asks the new tab for it', async () => {
    const noShows = recordGets('/analytics/no-shows', () => aNoShowStats({ period: 'month' }));
    const walkIns = recordGets('/analytics/walk-ins', () => aWalkInStats({ period: 'month' }));
    server.use(assignedRestaurants(), noShows.handler, walkIns.handler);
    renderApp({
      user: premiumManager,
      mountPath: '/analytics',
      path: '/analytics?restaurant=1&tab=no-shows',
    });

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'month');
    await screen.findByText('Total reservations');
    expect(noShows.last()).toEqual({ restaurantId: '1', period: 'month' });
    await userEvent.click(screen.getByRole('tab', { name: 'Walk-ins' }));
    await screen.findByText('Total walk-ins');
    expect(walkIns.last()).toEqual({ restaurantId: '1', period: 'month' });
  });

  it('says so when the restaurants cannot be loaded, and Try again loads them', async () => {
    server.use(failing('/admin/restaurants/assigned', 500, 'Internal error'));
    renderApp({ user: premiumManager, mountPath: '/analytics' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal error');
    server.use(assignedRestaurants());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Restaurant' })).toBeInTheDocument();
  });
});
