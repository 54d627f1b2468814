// The module the shell loads as `mfe_dashboard/App`. It renders inside the shell's providers (store, i18n,
// Mantine are shared singletons) and its routes are relative to where the shell mounts it (/admin/*).
import { Route, Routes } from 'react-router';
import './i18n/translations';
import { RoleDashboard } from './features/dashboard/RoleDashboard';
import { RestaurantDayPage } from './features/dashboard/restaurant/RestaurantDayPage';
import { NotFound } from './features/not-found/NotFound';

/** Build identity shown by the shell, so a redeploy of this remote is visible. */
export const version = __APP_VERSION__;

export default function App({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route index element={<RoleDashboard />} />
      {/* A manager's (or the superadmin's) day view of one restaurant; the API refuses others' restaurants. */}
      <Route path="restaurant/:id" element={<RestaurantDayPage basePath={basePath} />} />
      {/* /kiosk arrives with the host screen (issue 11 §3). */}
      <Route path="*" element={<NotFound basePath={basePath} />} />
    </Routes>
  );
}
