import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../http/app-error';

/** 404 for a restaurant that does not exist (a superadmin may name any id). */
export async function assertRestaurant(em: EntityManager, restaurantId: number): Promise<void> {
  const rows = await em.execute('select 1 from restaurants where id = ?', [restaurantId]);
  if (rows.length === 0) throw new AppError('RESTAURANT_NOT_FOUND');
}
