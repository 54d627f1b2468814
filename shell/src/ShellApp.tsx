import { Suspense, useState } from 'react';
import { useCurrentUser } from '@stol/platform';
import { AreaBoundary, lazyWithRetry } from '@stol/ui';
import { ShellLoading } from './layout/ShellLoading';
import { LoginPage } from './login/LoginPage';
import { LOGIN_PATH } from './routes/route-table';

// The router and every signed-in route (issue 8 §1: a cold /login loads only what login needs). react-router
// (13 KiB compressed) comes with sign-in, which has room for it since the dashboard stopped loading zod.
// Retried when its load fails (issue 19 §1).
const RoutedShell = lazyWithRetry(() => import('./routes/RoutedShell'));

/**
 * The shell's root. A cold /login shows the sign-in form without the router; from the first signed-in moment (or
 * from the start, on any other address) the routed back office takes over for good, /login included.
 */
export function ShellApp() {
  const user = useCurrentUser();
  const [routed, setRouted] = useState(() => window.location.pathname !== LOGIN_PATH);
  if (!routed && user) setRouted(true);
  if (!routed) return <LoginPage />;
  return (
    // Issue 19 §1: nothing that fails to load or render may leave #root empty; the app's last boundary says so
    // and tries again (by itself when the browser is back online).
    <AreaBoundary name="app">
      <Suspense fallback={<ShellLoading />}>
        <RoutedShell />
      </Suspense>
    </AreaBoundary>
  );
}
