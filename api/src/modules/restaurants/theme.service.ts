import type { EntityManager } from '@mikro-orm/postgresql';
import { ZTheme, type TRestaurant, type TTheme, type TThemePatch } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { toRestaurantJson } from './restaurant.mapper';
import { Restaurant } from './restaurant.entity';

/**
 * PATCH /restaurants/{id} `theme`: feature flags and notification settings merged key by key into the stored
 * theme (other theme keys kept). The entity validates the merged theme with ZTheme before it is written.
 */
/** The stored theme with the patch merged in, validated as a whole (rules across fields answer with their text). */
export function mergeTheme(current: TTheme | undefined, patch: TThemePatch): TTheme {
  const base: TTheme = current ?? {};
  const next: TTheme = {
    ...base,
    ...(patch.featureFlags ? { featureFlags: { ...base.featureFlags, ...patch.featureFlags } } : {}),
    ...(patch.notifications ? { notifications: { ...base.notifications, ...patch.notifications } } : {}),
  };
  const checked = ZTheme.safeParse(next);
  if (!checked.success) throw new AppError('VALIDATION_FAILED', checked.error.issues[0]?.message);
  return checked.data;
}

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
    restaurant.theme = mergeTheme(restaurant.theme, patch);
    await tx.flush();
    return restaurant;
  });
  return toRestaurantJson(restaurant);
}
