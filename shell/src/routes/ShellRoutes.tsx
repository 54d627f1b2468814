import { Navigate, Route, Routes } from 'react-router';
import { ShellLayout } from '../layout/ShellLayout';
import { LoginPage } from '../login/LoginPage';
import { RemoteArea } from '../remotes/RemoteArea';
import { RequireAccess, RequireSession } from './guards';
import { HOME_PATH, LOGIN_PATH, ROUTE_TABLE } from './route-table';

/** Guest spec §2.10: / → /admin, /login public, everything else behind a session and the route's role check. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route
        element={
          <RequireSession>
            <ShellLayout />
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
