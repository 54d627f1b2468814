import { useCurrentUser } from '@stol/platform';
import { AreaBoundary, EmptyState, LoadingState, lazyWithRetry } from '@stol/ui';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';
import { RestaurantDashboard } from './restaurant/RestaurantDashboard';

// The superadmin's and the managers' dashboards are chunks of their own: a restaurant's host signing in at the
// stand (the sign-in → dashboard weight budget) does not download them.
const ManagerDashboard = lazyWithRetry(() =>
  import('./manager/ManagerDashboard').then((module) => ({ default: module.ManagerDashboard })),
);
const SuperadminDashboard = lazyWithRetry(() =>
  import('./superadmin/SuperadminDashboard').then((module) => ({ default: module.SuperadminDashboard })),
);

/** A dashboard loaded on demand; a chunk that fails to load shows Try again here (issue 19 §1). */
function OnDemand({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <AreaBoundary name="dashboard">
      <Suspense fallback={<LoadingState label={t('loading')} />}>{children}</Suspense>
    </AreaBoundary>
  );
}

/** /admin: the dashboard suited to the signed-in user's role (staff spec §2). */
export function RoleDashboard() {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  // The shell only mounts this remote for a session; this covers the moment a session is cleared.
  if (!user) return <EmptyState message={t('signedOut')} />;
  switch (user.role) {
    case 'superadmin':
      return (
        <OnDemand>
          <SuperadminDashboard />
        </OnDemand>
      );
    case 'restaurantmanager':
      return (
        <OnDemand>
          <ManagerDashboard />
        </OnDemand>
      );
    case 'restaurantadmin':
    case 'staff':
      return <RestaurantDashboard />;
  }
}
