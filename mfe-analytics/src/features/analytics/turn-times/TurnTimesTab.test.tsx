import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../test/msw';
import { renderApp } from '../../../test/remote';
import {
  assignedRestaurants,
  offline,
  pending,
  premiumManager,
  recordGets,
  someTurnTimes,
} from '../../../test/analytics-fixtures';

const server = setupApiServer();
const openTurnTimes = (language: 'en' | 'hr' = 'en') =>
  renderApp({
    user: { ...premiumManager, language },
    mountPath: '/analytics',
    path: '/analytics?restaurant=1&tab=turn-times',
  });

describe('TurnTimesTab (issue 21 §2 turn times)', () => {
  it('lists per party size the median, the 80th percentile and the stays measured', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/turn-times', () => someTurnTimes()).handler);
    openTurnTimes();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Party size', 'Median', '80th percentile', 'Stays measured']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['272 min95.5 min48', '6118 min140 min7']);
  });

  it('is in Croatian, with a decimal comma', async () => {
    server.use(assignedRestaurants(), recordGets('/analytics/turn-times', () => someTurnTimes()).handler);
    openTurnTimes('hr');
    expect(await screen.findByRole('columnheader', { name: 'Veličina društva' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '95,5 min' })).toBeInTheDocument();
  });

  it('asks for the chosen period', async () => {
    const turnTimes = recordGets('/analytics/turn-times', () => someTurnTimes());
    server.use(assignedRestaurants(), turnTimes.handler);
    openTurnTimes();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'month');
    await screen.findByRole('table');
    expect(turnTimes.queries.map((query) => query.get('period'))).toEqual(['all', 'month']);
  });

  it('shows loading, then "No data available" when no stay was measured', async () => {
    server.use(assignedRestaurants(), pending('/analytics/turn-times'));
    openTurnTimes();
    await screen.findByRole('combobox', { name: 'Period' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics…');
    server.use(recordGets('/analytics/turn-times', () => someTurnTimes({ rows: [] })).handler);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'week');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('offline: the fallback error with Try again', async () => {
    server.use(assignedRestaurants(), offline('/analytics/turn-times'));
    openTurnTimes();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics');
    server.use(recordGets('/analytics/turn-times', () => someTurnTimes()).handler);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
