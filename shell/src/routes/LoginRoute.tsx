import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '@stol/platform';
import { LoginPage } from '../login/LoginPage';
import type { TLoginRedirectState } from './guards';
import { HOME_PATH, LOGIN_PATH } from './route-table';

/** The saved target from the guard, never /login itself (that would loop). */
function targetAfterLogin(state: unknown): string {
  const from = (state as TLoginRedirectState | null)?.from;
  return from && from.startsWith('/') && !from.startsWith(LOGIN_PATH) ? from : HOME_PATH;
}

/** /login inside the router: signed in (already, or just now), go where the user was heading. */
export function LoginRoute() {
  const user = useCurrentUser();
  const location = useLocation();
  if (user) return <Navigate to={targetAfterLogin(location.state)} replace />;
  return <LoginPage />;
}
