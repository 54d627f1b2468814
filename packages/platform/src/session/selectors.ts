import type { TUser } from '@stol/contracts';
import type { TSessionState } from './session-slice';

interface TWithSession {
  session: TSessionState;
}

export const selectSession = (state: TWithSession): TSessionState => state.session;
export const selectCurrentUser = (state: TWithSession): TUser | null => state.session.user;
export const selectAccessToken = (state: TWithSession): string | null => state.session.token;
export const selectIsAuthenticated = (state: TWithSession): boolean => state.session.token !== null;
