// The module the shell loads as `mfe_analytics/App`, mounted at /reports and /analytics (guest spec §2.10): the
// mount point (basePath) says which area to show. It renders inside the shell's providers (store, i18n and
// Mantine are shared singletons); the shell has already checked the route's role.
import { Route, Routes } from 'react-router';
import './i18n/translations';
import { AnalyticsPage } from './features/analytics/AnalyticsPage';
import { NotFound } from './features/not-found/NotFound';
import { ReportsPage } from './features/reports/ReportsPage';

/** Build identity shown by the shell, so a redeploy of this remote is visible. */
export const version = __APP_VERSION__;

const AREAS: Record<string, () => React.ReactElement> = {
  '/reports': () => <ReportsPage />,
  '/analytics': () => <AnalyticsPage />,
};

export default function App({ basePath }: { basePath: string }) {
  const area = AREAS[basePath];
  return (
    <Routes>
      {area && <Route index element={area()} />}
      <Route path="*" element={<NotFound basePath={area ? basePath : '/admin'} />} />
    </Routes>
  );
}
