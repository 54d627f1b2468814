import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The settings dialog's buttons (and the message above them), kept in view at the bottom while the long form or
 * a long list of affected bookings scrolls under them.
 */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <Box
      pos="sticky"
      bottom={0}
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
    >
      {children}
    </Box>
  );
}
