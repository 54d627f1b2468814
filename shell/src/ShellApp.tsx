import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '@stol/platform';
import { ShellLoading } from './layout/ShellLoading';
import { LoginPage } from './login/LoginPage';
import { LOGIN_PATH } from './routes/route-table';

// The router and every signed-in route (issue 8 §1: a cold /login loads only what login needs). react-router
// (13 KiB compressed) comes with sign-in, which has room for it since the dashboard stopped loading zod.
const RoutedShell = lazy(() => import('./routes/RoutedShell'));

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
    <Suspense fallback={<ShellLoading />}>
      <RoutedShell />
    </Suspense>
  );
}
