import { useCurrentUser } from '@stol/platform';
import { EmptyState } from '@stol/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/translations';
import { ManagerDashboard } from './manager/ManagerDashboard';
import { RestaurantDashboard } from './restaurant/RestaurantDashboard';
import { SuperadminDashboard } from './superadmin/SuperadminDashboard';

/** /admin: the dashboard suited to the signed-in user's role (staff spec §2). */
export function RoleDashboard() {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  // The shell only mounts this remote for a session; this covers the moment a session is cleared.
  if (!user) return <EmptyState message={t('signedOut')} />;
  switch (user.role) {
    case 'superadmin':
      return <SuperadminDashboard />;
    case 'restaurantmanager':
      return <ManagerDashboard />;
    case 'restaurantadmin':
    case 'staff':
      return <RestaurantDashboard />;
  }
}
