import { ROLES } from '@stol/contracts';
import { idParam } from '../../http/id-param';
import { defineRoute } from '../../http/route-registry';
import { restaurantScope } from '../../http/tenancy';
import { toRestaurantJson } from './restaurant.mapper';
import { getRestaurantOrFail, listRestaurants } from './restaurants.service';

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
  // Public: the guest site loads a restaurant's settings, colours and floor plan.
  defineRoute({
    method: 'get',
    path: '/restaurants/:id',
    access: 'public',
    async handler(req, _res, { em }) {
      return toRestaurantJson(await getRestaurantOrFail(em, idParam(req)));
    },
  }),
];
