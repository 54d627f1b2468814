import { useSyncExternalStore } from 'react';

// A tiny history router: the guest site has a handful of routes, react-router would weigh more than them all.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};
const snapshot = () => window.location.pathname + window.location.search;

export function navigate(to: string, { replace = false } = {}) {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo?.(0, 0);
  for (const listener of listeners) listener();
}

/** pathname + search, re-rendering on navigation. */
export const useLocation = () => useSyncExternalStore(subscribe, snapshot);
