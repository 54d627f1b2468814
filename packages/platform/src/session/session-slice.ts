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

/**
 * The user the session keeps: the one it has when the server says the same again. GET /admin/me re-reads the user on
 * every load and a refresh returns it too; a new object for the same user re-rendered everything that reads the
 * session (the nav, the route guard, each screen's role checks): the whole app, while the day view's answer was
 * landing (issue 22 §7). The user is a few flat fields read by checkUser in one order, so its JSON compares it.
 */
export const keptUser = (kept: TUser | null, next: TUser): TUser =>
  kept !== null && JSON.stringify(kept) === JSON.stringify(next) ? kept : next;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** After a login or a refresh: a fresh access token and the user it belongs to. */
    sessionStarted(state, action: PayloadAction<{ token: string; user: TUser }>) {
      state.token = action.payload.token;
      state.user = keptUser(state.user, action.payload.user);
    },
    /** The user changed on the server (GET /admin/me, a language switch). */
    userUpdated(state, action: PayloadAction<TUser>) {
      if (state.token) state.user = keptUser(state.user, action.payload);
    },
    /** Logout, or a refresh that failed: the shell routes to /login. */
    sessionCleared() {
      return { token: null, user: null };
    },
  },
});

export const { sessionStarted, sessionCleared, userUpdated } = sessionSlice.actions;
