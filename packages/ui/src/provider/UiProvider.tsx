import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { stolTheme } from './theme';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../notify/notify';

/**
 * Theme, toasts and dialogs for the shell and every remote. The CSS (Mantine's styles.css files) is
 * imported by each app entry, not here, so a remote rendered inside the shell does not load it twice.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={stolTheme}>
      <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
      <ModalsProvider>{children}</ModalsProvider>
    </MantineProvider>
  );
}
