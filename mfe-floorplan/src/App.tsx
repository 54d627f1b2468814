// The module the shell loads as `mfe_floorplan/App`. It renders inside the shell's providers (store, i18n,
// Mantine are shared singletons) and its routes are relative to where the shell mounts it (/radmin/*).
import { Route, Routes } from 'react-router';
import './i18n/translations';
import { NotFound } from './features/not-found/NotFound';
import { TablesPage } from './features/tables/TablesPage';

/** Build identity shown by the shell, so a redeploy of this remote is visible. */
export const version = __APP_VERSION__;

export default function App({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route index element={<TablesPage />} />
      <Route path="*" element={<NotFound basePath={basePath} />} />
    </Routes>
  );
}
