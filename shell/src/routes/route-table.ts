import { canUseAnalytics, type TRemoteName, type TUser } from '@stol/contracts';

type TAccess = (user: TUser) => boolean;

const everyone: TAccess = () => true;
const roles =
  (...allowed: TUser['role'][]): TAccess =>
  (user) =>
    allowed.includes(user.role);
/** Analytics and Hubs (guest spec §2.10): superadmin, or a restaurant manager on plan premium. */
const superadminOrPremiumManager: TAccess = canUseAnalytics;

export interface TShellRoute {
  /** Key of the label in the `shell` namespace (nav.<key>). */
  key:
    | 'dashboard'
    | 'tables'
    | 'reservations'
    | 'users'
    | 'restaurants'
    | 'hubs'
    | 'analytics'
    | 'reports'
    | 'kiosk';
  path: `/${string}`;
  /** The remote that renders this area; it receives `basePath = path`. */
  remote: TRemoteName;
  /** Who may open it. A failed check redirects to /admin; the same check hides the nav link. */
  canAccess: TAccess;
  inNav: boolean;
}

/**
 * THE route table: it drives the routes, their guards and the nav links, so a link is never shown for a
 * route that would redirect. Order = nav order (guest spec §2.10).
 */
export const ROUTE_TABLE: readonly TShellRoute[] = [
  { key: 'dashboard', path: '/admin', remote: 'mfe_dashboard', canAccess: everyone, inNav: true },
  {
    key: 'tables',
    path: '/radmin',
    remote: 'mfe_floorplan',
    canAccess: roles('superadmin', 'restaurantadmin', 'restaurantmanager'),
    inNav: true,
  },
  {
    key: 'reservations',
    path: '/reservations',
    remote: 'mfe_reservations',
    canAccess: roles('superadmin', 'restaurantmanager', 'restaurantadmin'),
    inNav: true,
  },
  { key: 'users', path: '/users', remote: 'mfe_settings', canAccess: roles('superadmin'), inNav: true },
  {
    key: 'restaurants',
    path: '/restaurants',
    remote: 'mfe_settings',
    canAccess: roles('superadmin', 'restaurantmanager'),
    inNav: true,
  },
  { key: 'hubs', path: '/hubs', remote: 'mfe_settings', canAccess: superadminOrPremiumManager, inNav: true },
  {
    key: 'analytics',
    path: '/analytics',
    remote: 'mfe_analytics',
    canAccess: superadminOrPremiumManager,
    inNav: true,
  },
  { key: 'reports', path: '/reports', remote: 'mfe_analytics', canAccess: everyone, inNav: true },
  // The host screen: every signed-in user; reached from the dashboard rather than the top nav (§2.10 lists no link).
  { key: 'kiosk', path: '/kiosk', remote: 'mfe_dashboard', canAccess: everyone, inNav: false },
];

export const HOME_PATH = '/admin';
export const LOGIN_PATH = '/login';

export function navLinksFor(user: TUser | null): TShellRoute[] {
  return user ? ROUTE_TABLE.filter((route) => route.inNav && route.canAccess(user)) : [];
}
