import type { TUser } from '@stol/contracts';
import { renderRemote } from '@stol/platform/testing';
import { UiProvider } from '@stol/ui';
import type { ReactElement } from 'react';
import '../i18n/translations';

/** One part of this remote (a component, not a whole area) inside the shell's providers, for component tests. */
export function renderPart(part: ReactElement, user: TUser) {
  return renderRemote({ App: () => part, mountPath: '/reports', user, providers: [UiProvider] });
}
