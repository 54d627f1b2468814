import { Suspense } from 'react';
import { lazyWithRetry } from '@stol/ui';
import { Navigate, Route, Routes } from 'react-router';
import { ShellLayout } from '../layout/ShellLayout';
import { ShellLoading } from '../layout/ShellLoading';
import { RemoteArea } from '../remotes/RemoteArea';
import { RequireAccess, RequireSession } from './guards';
import { LoginRoute } from './LoginRoute';
import { HOME_PATH, LOGIN_PATH, ROUTE_TABLE } from './route-table';

// The stylesheet beyond /login's (every signed-in screen's, the remotes' included) is a chunk of its own, loaded
// before the signed-in frame first shows: /login shows its form without it (issue 8 §1). The frame's code itself
// (2 KiB compressed) comes with these routes (ShellApp loads them after a cold /login's sign-in).
// Issue 19 §1: a failed load is retried, and the app's boundary offers Try again (a plain React.lazy would
// remember the failure for good).
const SignedInLayout = lazyWithRetry(() =>
  import('../styles/back-office-styles').then(() => ({ default: ShellLayout })),
);

/** Guest spec §2.10: / → /admin, /login public, everything else behind a session and the route's role check. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      <Route path={LOGIN_PATH} element={<LoginRoute />} />
      <Route
        element={
          <RequireSession>
            <Suspense fallback={<ShellLoading />}>
              <SignedInLayout />
            </Suspense>
          </RequireSession>
        }
      >
        {ROUTE_TABLE.map((route) => (
          <Route
            key={route.key}
            path={`${route.path}/*`}
            element={
              // Keyed so moving between two sections of the same remote mounts a fresh area.
              <RequireAccess key={route.key} route={route}>
                <RemoteArea remote={route.remote} basePath={route.path} />
              </RequireAccess>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Route>
    </Routes>
  );
}
