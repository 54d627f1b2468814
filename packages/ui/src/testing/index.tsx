// Test helpers for components that use @stol/ui. Import from '@stol/ui/testing' in test files only
// (eslint.config.mjs refuses it elsewhere), so no app bundles it.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { stolTheme } from '../provider/theme';

/**
 * Mantine's test mode (no transitions, no layout checks) for popover- and dialog-driven tests; nest it inside
 * UiProvider, e.g. as the second of renderRemote's providers (@stol/platform/testing).
 */
export function MantineTestMode({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={stolTheme} env="test">
      {children}
    </MantineProvider>
  );
}
