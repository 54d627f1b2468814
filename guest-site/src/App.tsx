import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HubPage } from './hub/HubPage';
import { SendToBackOffice } from './pages/SendToBackOffice';
import { AcceptInviteScreen } from './links/AcceptInviteScreen';
import { CancelScreen } from './links/CancelScreen';
import { ModifyScreen } from './links/ModifyScreen';
import { ResetScreen } from './links/ResetScreen';
import { ReviewScreen } from './links/ReviewScreen';
import { RestaurantPage } from './pages/RestaurantPage';
import { WelcomePage } from './pages/WelcomePage';
import { useLocation } from './routes/location';
import { parseFallbackRoute, type TRoute } from './routes/parse-route';
import { rememberedRoute, rememberRoute } from './routes/remembered-route';
import { resolveHost } from './routes/resolve-host';

export function App() {
  const { t } = useTranslation();
  const location = useLocation();
  const pathname = location.split('?')[0] || '/';
  const search = location.slice(pathname.length);
  const fallback = parseFallbackRoute(pathname, search);
  const [resolved, setResolved] = useState<{ key: string; route: TRoute } | null>(null);

  useEffect(() => {
    if (fallback) return;
    let stale = false;
    const origin = window.location.origin;
    resolveHost(origin, pathname)
      .then((route) => {
        rememberRoute(origin, pathname, route);
        return route;
      })
      // Offline (or the API unreachable): the page this address showed last time, else the welcome page.
      .catch((): TRoute => rememberedRoute(origin, pathname) ?? { kind: 'welcome' })
      .then((route) => {
        if (!stale) setResolved({ key: pathname, route });
      });
    return () => {
      stale = true;
    };
  }, [fallback, pathname]);

  const route = fallback ?? (resolved && resolved.key === pathname ? resolved.route : null);
  if (!route)
    return (
      <main className="page page-center" aria-busy="true">
        <p role="status">{t('common.loading')}</p>
      </main>
    );
  switch (route.kind) {
    case 'restaurant':
      return <RestaurantPage key={route.id} restaurantId={route.id} />;
    case 'cancel':
      return <CancelScreen token={route.token} />;
    case 'modify':
      return <ModifyScreen token={route.token} />;
    case 'review':
      return <ReviewScreen token={route.token} />;
    case 'reset':
      return <ResetScreen token={route.token} />;
    case 'accept':
      return <AcceptInviteScreen token={route.token} />;
    case 'hub':
      return <HubPage />;
    case 'admin':
      return <SendToBackOffice url={route.url} />;
    case 'backend':
      return (
        <main className="page page-center">
          <h1>Backend API</h1>
        </main>
      );
    default:
      return <WelcomePage />;
  }
}
