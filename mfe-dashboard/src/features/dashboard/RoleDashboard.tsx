import { useCurrentUser } from '@stol/platform';
import { EmptyState, lazyWithRetry } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';
import { ChunkArea } from '../chunks/ChunkArea';
import { RestaurantDashboard } from './restaurant/RestaurantDashboard';

// The superadmin's and the managers' dashboards are chunks of their own: a restaurant's host signing in at the
// stand (the sign-in → dashboard weight budget) does not download them.
const ManagerDashboard = lazyWithRetry(() =>
  import('./manager/ManagerDashboard').then((module) => ({ default: module.ManagerDashboard })),
);
const SuperadminDashboard = lazyWithRetry(() =>
  import('./superadmin/SuperadminDashboard').then((module) => ({ default: module.SuperadminDashboard })),
);

/** /admin: the dashboard suited to the signed-in user's role (staff spec §2). */
export function RoleDashboard() {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  // The shell only mounts this remote for a session; this covers the moment a session is cleared.
  if (!user) return <EmptyState message={t('signedOut')} />;
  switch (user.role) {
    case 'superadmin':
      return (
        <ChunkArea name="dashboard">
          <SuperadminDashboard />
        </ChunkArea>
      );
    case 'restaurantmanager':
      return (
        <ChunkArea name="dashboard">
          <ManagerDashboard />
        </ChunkArea>
      );
    case 'restaurantadmin':
    case 'staff':
      return <RestaurantDashboard />;
  }
}
