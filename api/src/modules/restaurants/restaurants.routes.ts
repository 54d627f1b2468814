import { ROLES, TABLE_MESSAGES, ZRestaurantPatch, type TRole } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { parseOrFail } from '../../http/parse-body';
import { idParam } from '../../http/id-param';
import { defineRoute } from '../../http/route-registry';
import { authenticateIfPresent } from '../../http/authenticate';
import { canAccessRestaurant, restaurantScope } from '../../http/tenancy';
import { toPublicRestaurantJson, toRestaurantJson } from './restaurant.mapper';
import { patchFloorplan } from './floorplan.service';
import { mergeTheme, patchTheme } from './theme.service';
import { getRestaurantOrFail, listRestaurants } from './restaurants.service';

/** Restaurant settings are edited by superadmin and the restaurant's managers (guest spec §6). */
export const SETTINGS_EDITORS: readonly TRole[] = ['superadmin', 'restaurantmanager'];

export const restaurantsRoutes = [
  defineRoute({
    method: 'get',
    path: '/restaurants',
    access: { roles: ROLES, scope: 'none' },
    async handler(_req, _res, { em, user }) {
      return (await listRestaurants(em, restaurantScope(user))).map(toRestaurantJson);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/restaurants/assigned',
    access: { roles: ROLES, scope: 'none' },
    async handler(_req, _res, { em, user }) {
      return (await listRestaurants(em, restaurantScope(user))).map(toRestaurantJson);
    },
  }),
  // Public: the guest site loads a restaurant's colours, hours, flags and floor plan (ZPublicRestaurant). The
  // restaurant's own staff (an access token within its tenant) get all its settings (ZRestaurant).
  defineRoute({
    method: 'get',
    path: '/restaurants/:id',
    access: 'public',
    async handler(req, res, { em, deps }) {
      const restaurant = await getRestaurantOrFail(em, idParam(req));
      const user = await authenticateIfPresent(req, deps, em);
      res.vary('Authorization');
      if (!user || !canAccessRestaurant(user, restaurant.id)) return toPublicRestaurantJson(restaurant);
      res.setHeader('Cache-Control', 'no-store');
      return toRestaurantJson(restaurant);
    },
  }),
  // The floor plan (styles and chairs: superadmin only, see floorplan.service) and the theme (feature flags and
  // notification templates) of the settings.
  defineRoute({
    method: 'patch',
    path: '/restaurants/:id',
    access: { roles: SETTINGS_EDITORS, scope: 'restaurant', restaurant: (req) => idParam(req) },
    async handler(req, _res, { em, deps, user }) {
      const body = parseOrFail(ZRestaurantPatch, req.body ?? {});
      if (!body.floorplan && !body.theme)
        throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.nothingToChange);
      const { theme } = body;
      if (!body.floorplan) return patchTheme(em, idParam(req), theme!);
      // One transaction for the whole PATCH.
      return patchFloorplan(
        em,
        idParam(req),
        body.floorplan,
        user.role,
        deps,
        theme ? (restaurant) => (restaurant.theme = mergeTheme(restaurant.theme, theme)) : undefined,
      );
    },
  }),
];
