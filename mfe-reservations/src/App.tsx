// The module the shell loads as `mfe_reservations/App`. It renders inside the shell's providers (store, i18n,
// Mantine are shared singletons) and its routes are relative to where the shell mounts it (/reservations/*).
import { Route, Routes } from 'react-router';
import './i18n/translations';
import { NotFound } from './features/not-found/NotFound';
import { ReservationsPage } from './features/reservations/ReservationsPage';

/** Build identity shown by the shell, so a redeploy of this remote is visible. */
export const version = __APP_VERSION__;

export default function App({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route index element={<ReservationsPage />} />
      <Route path="*" element={<NotFound basePath={basePath} />} />
    </Routes>
  );
}
