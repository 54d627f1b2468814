import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingState } from '@stol/ui';
import { SHELL_NS } from '../i18n/shell-translations';
import { ShellLayout } from '../layout/ShellLayout';
import { LoginPage } from '../login/LoginPage';
import { RemoteArea } from '../remotes/RemoteArea';
import { RequireAccess, RequireSession } from './guards';
import { HOME_PATH, LOGIN_PATH, ROUTE_TABLE } from './route-table';

// The stylesheet beyond /login's (every signed-in screen's, the remotes' included) is a chunk of its own, loaded
// before the signed-in frame first shows: /login shows its form without it (issue 8 §1). The frame's code itself
// (2 KiB compressed) comes with the start-up: sign-in → dashboard also brings zod now, which the start-up no
// longer loads, and has no room left for it.
const SignedInLayout = lazy(() =>
  import('../styles/back-office-styles').then(() => ({ default: ShellLayout })),
);

function LayoutLoading() {
  const { t } = useTranslation(SHELL_NS);
  return <LoadingState label={t('loading')} />;
}

/** Guest spec §2.10: / → /admin, /login public, everything else behind a session and the route's role check. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route
        element={
          <RequireSession>
            <Suspense fallback={<LayoutLoading />}>
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
