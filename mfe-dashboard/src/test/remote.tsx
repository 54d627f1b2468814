import type { TUser } from '@stol/contracts';
import { renderRemote, type TFakeLiveEvents } from '@stol/platform/testing';
import { UiProvider } from '@stol/ui';
import { MantineTestMode } from '@stol/ui/testing';
import App from '../App';

export { API, aUser, createFakeLiveEvents } from '@stol/platform/testing';

/**
 * This remote as the shell mounts it, at /admin/* (the dashboard) or /kiosk/* (the host stand), through
 * @stol/platform/testing's renderRemote.
 */
export function renderApp({
  user,
  path,
  liveEvents,
  mantineEnv,
  basePath = '/admin',
}: {
  user: TUser;
  path?: string;
  /** Where the shell mounts the remote: /admin (dashboard) or /kiosk (host stand). */
  basePath?: '/admin' | '/kiosk';
  liveEvents?: TFakeLiveEvents;
  /** 'test' switches Mantine to its test mode (no transitions) for dialog-driven tests. */
  mantineEnv?: 'test';
}) {
  return renderRemote({
    App,
    mountPath: basePath,
    user,
    path,
    liveEvents,
    providers: mantineEnv === 'test' ? [UiProvider, MantineTestMode] : [UiProvider],
  });
}
