import { useSyncExternalStore } from 'react';

/**
 * Wider than a phone: the reservation page draws its floor plan beside the form (styles.css hides `.plan-inline`
 * below this width, and phones open the plan in the 'Select a Table' dialog instead). Not drawing a plan that
 * would be hidden spares a phone's first load its tables, chairs and patterns (Lighthouse, issue 23).
 */
const WIDE_SCREEN = '(min-width: 600px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is wider than a phone; true where the browser cannot say (tests without matchMedia). */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, () => query()?.matches ?? true);
