import type { EntityManager } from '@mikro-orm/postgresql';
import { ZTheme, type TRestaurant, type TTheme, type TThemePatch } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { toRestaurantJson } from './restaurant.mapper';
import { Restaurant } from './restaurant.entity';

/**
 * PATCH /restaurants/{id} `theme`: feature flags and notification settings merged key by key into the stored
 * theme (other theme keys kept). The entity validates the merged theme with ZTheme before it is written.
 */
export async function patchTheme(
  em: EntityManager,
  restaurantId: number,
  patch: TThemePatch,
): Promise<TRestaurant> {
  const restaurant = await em.fork().transactional(async (tx) => {
    const locked = await tx.execute<{ id: number }[]>(
      'select id from restaurants where id = ? for no key update',
      [restaurantId],
    );
    if (locked.length === 0) throw new AppError('RESTAURANT_NOT_FOUND');
    const restaurant = await tx.findOneOrFail(Restaurant, { id: restaurantId }, { refresh: true });
    const current: TTheme = restaurant.theme ?? {};
    const next: TTheme = {
      ...current,
      ...(patch.featureFlags ? { featureFlags: { ...current.featureFlags, ...patch.featureFlags } } : {}),
      ...(patch.notifications ? { notifications: { ...current.notifications, ...patch.notifications } } : {}),
    };
    // Rules across fields (phone and email OTP exclusive) hold for the merged theme: answered with their text.
    const checked = ZTheme.safeParse(next);
    if (!checked.success) throw new AppError('VALIDATION_FAILED', checked.error.issues[0]?.message);
    restaurant.theme = checked.data;
    await tx.flush();
    return restaurant;
  });
  return toRestaurantJson(restaurant);
}
