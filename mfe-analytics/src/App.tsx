// The module the shell loads as `mfe_analytics/App`, mounted at /reports and /analytics (guest spec §2.10): the
// mount point (basePath) says which area to show. It renders inside the shell's providers (store, i18n and
// Mantine are shared singletons); the shell has already checked the route's role.
import { lazyWithRetry } from '@stol/ui';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import './i18n/translations';
import { NotFound } from './features/not-found/NotFound';

// Each area is a chunk of its own: /reports does not download the analytics tabs, nor /analytics the reports.
const ReportsPage = lazyWithRetry(() =>
  import('./features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
const AnalyticsPage = lazyWithRetry(() =>
  import('./features/analytics/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })),
);

/** Build identity shown by the shell, so a redeploy of this remote is visible. */
export const version = __APP_VERSION__;

const AREAS: Record<string, () => React.ReactElement> = {
  '/reports': () => (
    // No spinner of its own: the area's chunk is small and the shell has just shown one for the remote.
    <Suspense fallback={null}>
      <ReportsPage />
    </Suspense>
  ),
  '/analytics': () => (
    <Suspense fallback={null}>
      <AnalyticsPage />
    </Suspense>
  ),
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
