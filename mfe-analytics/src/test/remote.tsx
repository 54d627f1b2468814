import type { TUser } from '@stol/contracts';
import { renderRemote, type TFakeLiveEvents } from '@stol/platform/testing';
import { UiProvider } from '@stol/ui';
import { MantineTestMode } from '@stol/ui/testing';
import App from '../App';

/** This remote as the shell mounts it at one of its areas (/reports, /analytics). */
export function renderApp({
  user,
  mountPath,
  path,
  liveEvents,
  mantineEnv,
}: {
  user: TUser;
  mountPath: '/reports' | '/analytics';
  path?: string;
  liveEvents?: TFakeLiveEvents;
  /** 'test' switches Mantine to its test mode (no transitions, no layout checks) for popover-driven tests. */
  mantineEnv?: 'test';
}) {
  return renderRemote({
    App,
    mountPath,
    user,
    path,
    liveEvents,
    providers: mantineEnv === 'test' ? [UiProvider, MantineTestMode] : [UiProvider],
  });
}
