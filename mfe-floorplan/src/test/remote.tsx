import type { TUser } from '@stol/contracts';
import { renderRemote, type TFakeLiveEvents } from '@stol/platform/testing';
import { UiProvider } from '@stol/ui';
import type { ReactNode } from 'react';
import App from '../App';
import { FloorPlanRendererContext } from '../features/tables/canvas/renderer';
import { createFakeFloorPlan } from './fake-floor-plan';

/**
 * This remote as the shell mounts it (/radmin/*), through @stol/platform/testing's renderRemote; the socket and
 * the floor-plan renderer are fakes the test can drive.
 */
export function renderApp({
  user,
  path,
  liveEvents,
  floorPlan = createFakeFloorPlan(),
}: {
  user: TUser;
  path?: string;
  liveEvents?: TFakeLiveEvents;
  floorPlan?: ReturnType<typeof createFakeFloorPlan>;
}) {
  const FakeRenderer = ({ children }: { children: ReactNode }) => (
    <FloorPlanRendererContext.Provider value={floorPlan.FakeFloorPlan}>
      {children}
    </FloorPlanRendererContext.Provider>
  );
  const view = renderRemote({
    App,
    mountPath: '/radmin',
    user,
    path,
    liveEvents,
    providers: [UiProvider, FakeRenderer],
  });
  return { floorPlan, ...view };
}
