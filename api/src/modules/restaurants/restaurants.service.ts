import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../http/app-error';
import type { RestaurantScope } from '../../http/tenancy';
import { Restaurant } from './restaurant.entity';

/** Restaurants inside a tenant scope, by id. */
export const listRestaurants = (em: EntityManager, scope: RestaurantScope) =>
  em.find(Restaurant, scope.all ? {} : { id: { $in: scope.ids } }, { orderBy: { id: 'asc' } });

export async function getRestaurantOrFail(em: EntityManager, id: number) {
  const restaurant = await em.findOne(Restaurant, { id });
  if (!restaurant) throw new AppError('RESTAURANT_NOT_FOUND');
  return restaurant;
}
