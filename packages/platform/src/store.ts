import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from './api/api';
import {
  loadPersistedSession,
  persistSession,
  sessionSlice,
  type TSessionState,
} from './session/session-slice';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type TRootState = ReturnType<typeof rootReducer>;

/**
 * Builds a store with the persisted session. The app uses the `store` singleton (shared by every remote through
 * Module Federation); tests build their own so each starts clean.
 */
export function createPlatformStore(preloadedSession: TSessionState = loadPersistedSession()) {
  const created = configureStore({
    reducer: rootReducer,
    preloadedState: { session: preloadedSession },
    middleware: (getDefault) => getDefault().concat(api.middleware),
    // RTK Query's answers reach the screen at the end of the task that brought them, not at the next animation
    // frame (RTK's default): a frame later, or later still while React's interruptible renders hold the thread, was
    // part of a 300-booking day's first render (issue 22 §7). Answers of one task are still one notification.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  // Persist only when the session object changes (the api slice changes far more often).
  let last = created.getState().session;
  created.subscribe(() => {
    const current = created.getState().session;
    if (current !== last) {
      last = current;
      persistSession(current);
    }
  });
  return created;
}

export type TPlatformStore = ReturnType<typeof createPlatformStore>;
export type TAppDispatch = TPlatformStore['dispatch'];

export const store: TPlatformStore = createPlatformStore();
