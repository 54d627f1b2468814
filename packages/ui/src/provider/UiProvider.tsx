import { MantineProvider } from '@mantine/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import { stolTheme, stolCssVariablesResolver } from './theme';
import { loadedToasts, NOTIFICATION_AUTO_CLOSE_MS, onToastsLoaded } from '../notify/notify';

/**
 * The toast container, mounted once the toast module is in (notify.ts: preloaded by the signed-in back office, else
 * fetched by the first toast). Not a React.lazy: a failed load (offline) must not throw into the tree, where no
 * boundary sits above the providers and the whole app would unmount (issue 19 §1).
 */
function Toasts() {
  const toasts = useSyncExternalStore(onToastsLoaded, loadedToasts, loadedToasts);
  if (!toasts) return null;
  return <toasts.Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} />;
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
