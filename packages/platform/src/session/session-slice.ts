import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { checkUser, type TUser } from '@stol/contracts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage';

export interface TSessionState {
  token: string | null;
  user: TUser | null;
}

/** The session survives a reload: the access token and the cached user come back from localStorage. */
export function loadPersistedSession(): TSessionState {
  const token = readStorage(STORAGE_KEYS.token);
  const rawUser = readStorage(STORAGE_KEYS.user);
  let user: TUser | null = null;
  if (rawUser) {
    try {
      const parsed = checkUser(JSON.parse(rawUser));
      user = parsed.success ? parsed.data : null;
    } catch {
      user = null;
    }
  }
  // A token without a user (or the reverse) is a half-written session: treat it as none.
  return token && user ? { token, user } : { token: null, user: null };
}

export function persistSession(state: TSessionState): void {
  writeStorage(STORAGE_KEYS.token, state.token);
  writeStorage(STORAGE_KEYS.user, state.user ? JSON.stringify(state.user) : null);
}

const initialState: TSessionState = { token: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** After a login or a refresh: a fresh access token and the user it belongs to. */
    sessionStarted(_state, action: PayloadAction<{ token: string; user: TUser }>) {
      return { token: action.payload.token, user: action.payload.user };
    },
    /** The user changed on the server (GET /admin/me, a language switch). */
    userUpdated(state, action: PayloadAction<TUser>) {
      if (state.token) state.user = action.payload;
    },
    /** Logout, or a refresh that failed: the shell routes to /login. */
    sessionCleared() {
      return { token: null, user: null };
    },
  },
});

export const { sessionStarted, sessionCleared, userUpdated } = sessionSlice.actions;
