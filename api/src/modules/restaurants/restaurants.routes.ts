import { ROLES, ZBulkSpecialHours, ZCreateRestaurant, ZRestaurantPatch, type TRole } from '@stol/contracts';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../http/principal';
import { parseOrFail } from '../../http/parse-body';
import { idParam } from '../../http/id-param';
import { defineRoute } from '../../http/route-registry';
import { authenticateIfPresent } from '../../http/authenticate';
import { canAccessRestaurant, restaurantScope } from '../../http/tenancy';
import { toPublicRestaurantJson, toRestaurantJson } from './restaurant.mapper';
import {
  bulkSpecialHours,
  createRestaurant,
  deleteRestaurant,
  updateRestaurantSettings,
} from './restaurant-settings.service';
import { getRestaurantOrFail, listRestaurants } from './restaurants.service';

/** Restaurant settings are edited by superadmin and the restaurant's managers (guest spec §6). */
export const SETTINGS_EDITORS: readonly TRole[] = ['superadmin', 'restaurantmanager'];
const SUPERADMIN: readonly TRole[] = ['superadmin'];

const writeContext = (user: Principal, deps: AppDeps) => ({
  actor: user,
  now: deps.clock.now(),
  realtime: deps.realtime,
});

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
  // Issue 20 §3: the restaurants screen. Settings (any subset of §7.2) and bulk special hours are the settings
  // editors'; creating and deleting a restaurant is the superadmin's (guest spec §6).
  defineRoute({
    method: 'post',
    path: '/restaurants',
    access: { roles: SUPERADMIN, scope: 'none' },
    async handler(req, res, { em, deps, user }) {
      const body = parseOrFail(ZCreateRestaurant, req.body ?? {});
      const created = await createRestaurant(em, body, writeContext(user, deps));
      res.status(201);
      return created;
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/restaurants/:id',
    access: { roles: SETTINGS_EDITORS, scope: 'restaurant', restaurant: (req) => idParam(req) },
    async handler(req, _res, { em, deps, user }) {
      const body = parseOrFail(ZRestaurantPatch, req.body ?? {});
      return updateRestaurantSettings(em, idParam(req), body, writeContext(user, deps));
    },
  }),
  defineRoute({
    method: 'post',
    path: '/restaurants/:id/special-hours/bulk',
    access: { roles: SETTINGS_EDITORS, scope: 'restaurant', restaurant: (req) => idParam(req) },
    async handler(req, _res, { em, deps, user }) {
      const body = parseOrFail(ZBulkSpecialHours, req.body ?? {});
      return bulkSpecialHours(em, idParam(req), body, writeContext(user, deps));
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/restaurants/:id',
    access: { roles: SUPERADMIN, scope: 'restaurant', restaurant: (req) => idParam(req) },
    async handler(req, res, { em, deps, user }) {
      await deleteRestaurant(em, idParam(req), writeContext(user, deps));
      res.status(204);
    },
  }),
];
