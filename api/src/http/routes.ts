import { authRoutes } from '../modules/auth/auth.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { restaurantsRoutes } from '../modules/restaurants/restaurants.routes';
import { statsRoutes } from '../modules/stats/stats.routes';
import { usersRoutes } from '../modules/users/users.routes';
import type { RouteDef } from './route-registry';

/**
 * THE route registry: every HTTP route of the API, each with its access policy. The authorization test
 * walks this list, so a route cannot exist without being covered.
 */
export const ROUTES: readonly RouteDef[] = [
  ...healthRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...restaurantsRoutes,
  ...statsRoutes,
];
