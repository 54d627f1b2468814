import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '@stol/platform';
import { AccessDeniedNotice, type TAccessDeniedState } from './AccessDeniedNotice';
import { HOME_PATH, LOGIN_PATH, type TShellRoute } from './route-table';

/** Where the login page sends the user back to after signing in. */
export interface TLoginRedirectState {
  from?: string;
}

/** Unauthenticated → /login, remembering the target. Also fires when a failed refresh clears the session. */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) {
    const state: TLoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children;
}

/**
 * A failed role check redirects to /admin (guest spec §8.2), saying which section was refused: the area there
 * shows AccessDeniedNotice above its content.
 */
export function RequireAccess({ route, children }: { route: TShellRoute; children: ReactNode }) {
  const user = useCurrentUser();
  if (!user || !route.canAccess(user)) {
    const state: TAccessDeniedState = { deniedRoute: route.key };
    return <Navigate to={HOME_PATH} replace state={state} />;
  }
  return (
    <>
      <AccessDeniedNotice />
      {children}
    </>
  );
}
