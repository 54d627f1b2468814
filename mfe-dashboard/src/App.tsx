// The module the shell loads as `mfe_dashboard/App`. It renders inside the shell's providers (store, i18n,
// Mantine are shared singletons) and its routes are relative to where the shell mounts it (/admin/* or /kiosk/*).
import { Route, Routes } from 'react-router';
import { lazyWithRetry } from '@stol/ui';
import { ChunkArea } from './features/chunks/ChunkArea';
import { RoleDashboard } from './features/dashboard/RoleDashboard';
import { NotFound } from './features/not-found/NotFound';

/** Build identity shown by the shell, so a redeploy of this remote is visible. */
export const version = __APP_VERSION__;

/** The host stand (issue 11 §3) is a chunk of its own: the dashboard does not download it. */
const KioskPage = lazyWithRetry(() => import('./features/host/kiosk/KioskPage'));

/** A manager's day view of one restaurant, likewise: a restaurant's own hosts never open it. */
const RestaurantDayPage = lazyWithRetry(() =>
  import('./features/dashboard/restaurant/RestaurantDayPage').then((module) => ({
    default: module.RestaurantDayPage,
  })),
);

/** Where the shell mounts this remote for the host stand (shell route table). */
export const KIOSK_BASE_PATH = '/kiosk';

export default function App({ basePath }: { basePath: string }) {
  const home =
    basePath === KIOSK_BASE_PATH ? (
      <ChunkArea name="kiosk">
        <KioskPage />
      </ChunkArea>
    ) : (
      <RoleDashboard />
    );
  return (
    <Routes>
      <Route index element={home} />
      {/* A manager's (or the superadmin's) day view of one restaurant; the API refuses others' restaurants. */}
      <Route
        path="restaurant/:id"
        element={
          <ChunkArea name="restaurant-day">
            <RestaurantDayPage basePath={basePath} />
          </ChunkArea>
        }
      />
      <Route path="*" element={<NotFound basePath={basePath} />} />
    </Routes>
  );
}
