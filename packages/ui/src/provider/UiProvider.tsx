import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { stolCssVariablesResolver, stolTheme } from './theme';
import { loadToasts, NOTIFICATION_AUTO_CLOSE_MS, onToastsRequested, toastsRequested } from '../notify/notify';

const Notifications = lazy(() => loadToasts().then((m) => ({ default: m.Notifications })));

/** The toast container, mounted from the first toast on (notify.ts): until then no toast code is loaded. */
function Toasts() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, toastsRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
    </Suspense>
  );
}

/**
 * Theme and toasts for the shell and every remote. The CSS (Mantine's styles.css files) is imported by each
 * app entry, not here, so a remote rendered inside the shell does not load it twice; the toasts' styles come
 * with the toasts. Dialogs are Mantine's Modal, rendered by the screens that use them.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    // deduplicateCssVariables off: MantineProvider writes all of the theme's CSS variables, not only those that
    // differ from Mantine's defaults, so the app needs no default-css-variables.css download (issue 8 §1).
    <MantineProvider
      theme={stolTheme}
      cssVariablesResolver={stolCssVariablesResolver}
      deduplicateCssVariables={false}
    >
      <Toasts />
      {children}
    </MantineProvider>
  );
}
