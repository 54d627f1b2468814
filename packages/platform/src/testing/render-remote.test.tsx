import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { getApiUrl } from '../config';
import { useCurrentUser } from '../hooks';
import { useLiveEventsHook } from '../socket/live-events-context';
import { aUser, API, renderRemote } from './index';

// A remote in miniature: a page that shows the user and the last event, and a link out of its mount path.
const Theme = createContext('none');

function App({ basePath }: { basePath: string }) {
  const user = useCurrentUser();
  const theme = useContext(Theme);
  const [last, setLast] = useState('no event');
  useLiveEventsHook()(user?.restaurantId ?? null, ['table.moved'], (event, payload) =>
    setLast(`${event} ${payload.restaurantId} ${String(payload.tableId)}`),
  );
  return (
    <main>
      <p>
        {user?.email} at {basePath} in {theme}
      </p>
      <p>{last}</p>
      <Link to="/elsewhere">leave</Link>
    </main>
  );
}

const themed =
  (name: string) =>
  ({ children }: { children: ReactNode }) => <Theme.Provider value={name}>{children}</Theme.Provider>;

const base = { App, mountPath: '/radmin' };

describe('renderRemote', () => {
  it('mounts the App at mountPath for the signed-in user, against the test API', () => {
    const { store } = renderRemote({ ...base, user: aUser({ email: 'mate@demo.test' }) });
    expect(screen.getByText('mate@demo.test at /radmin in none')).toBeInTheDocument();
    expect(store.getState().session.user?.email).toBe('mate@demo.test');
    expect(getApiUrl()).toBe(API);
  });

  it('paths outside the mount path are the shell’s', async () => {
    renderRemote({ ...base, user: aUser(), path: '/radmin/tables' });
    await userEvent.click(screen.getByRole('link', { name: 'leave' }));
    expect(screen.getByText('shell route')).toBeInTheDocument();
    renderRemote({ ...base, user: aUser(), path: '/other' });
    expect(screen.getAllByText('shell route')).toHaveLength(2);
  });

  it('nests the providers in order, the last innermost', () => {
    renderRemote({ ...base, user: aUser(), providers: [themed('outer'), themed('inner')] });
    expect(screen.getByText(/in inner$/)).toBeInTheDocument();
  });

  it('the fake socket records subscriptions and delivers only subscribed events', () => {
    const { liveEvents } = renderRemote({ ...base, user: aUser({ restaurantId: 3 }) });
    expect(liveEvents.subscribedRestaurants()).toEqual([3]);
    liveEvents.emit(3, 'table.updated', { tableId: 1 });
    liveEvents.emit(4, 'table.moved', { tableId: 2 });
    expect(screen.getByText('no event')).toBeInTheDocument();
    act(() => liveEvents.emit(3, 'table.moved', { tableId: 5 }));
    expect(screen.getByText('table.moved 3 5')).toBeInTheDocument();
  });
});
