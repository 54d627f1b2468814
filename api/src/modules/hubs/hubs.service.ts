import type { EntityManager } from '@mikro-orm/postgresql';
import { HUB_MESSAGES, type THubCheckResponse, type THubListResponse } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { Restaurant } from '../restaurants/restaurant.entity';
import { hubCardStatus } from './hub-card-status';
import { isUnder, normaliseOrigin, normalisePath } from './public-origin';

/**
 * The restaurants served at an origin: those whose public origin it is, and, at the site's default origin
 * (PUBLIC_SITE_URL), those without an origin of their own. Restaurants are few; reading them all keeps the
 * comparison in one place (normaliseOrigin) rather than in SQL as well.
 */
export async function restaurantsAt(
  em: EntityManager,
  origin: string,
  defaultOrigin: string,
): Promise<Restaurant[]> {
  const wanted = normaliseOrigin(origin);
  return (await restaurantsByName(em)).filter((r) => servedAt(r, defaultOrigin) === wanted);
}

/** Every restaurant, in the hub page's order (by name). */
export const restaurantsByName = (em: EntityManager): Promise<Restaurant[]> =>
  em.find(Restaurant, {}, { orderBy: { name: 'asc', id: 'asc' } });

/** The (normalised) origin a restaurant is served at: its own, else the site's default origin. */
export const servedAt = (restaurant: Pick<Restaurant, 'publicOrigin'>, defaultOrigin: string): string =>
  normaliseOrigin(restaurant.publicOrigin?.trim() ? restaurant.publicOrigin : defaultOrigin);

export async function hubCheck(
  em: EntityManager,
  origin: string,
  defaultOrigin: string,
): Promise<THubCheckResponse> {
  const found = await restaurantsAt(em, origin, defaultOrigin);
  return { isHub: found.length > 1, restaurantId: found.length === 1 ? found[0]!.id : null };
}

/** The restaurant whose public path `path` is or lies under (the longest such path wins); 404 when none. */
export async function resolvePath(
  em: EntityManager,
  origin: string,
  path: string,
  defaultOrigin: string,
): Promise<{ id: number }> {
  const wanted = normalisePath(path);
  const match = (await restaurantsAt(em, origin, defaultOrigin))
    .map((r) => ({ id: r.id, publicPath: normalisePath(r.publicPath) }))
    .filter((r) => isUnder(wanted, r.publicPath))
    .sort((a, b) => b.publicPath.length - a.publicPath.length)[0];
  if (!match) throw new AppError('NOT_FOUND', HUB_MESSAGES.notFound);
  return { id: match.id };
}

/** The hub page's cards (guest spec §2.4): public fields only, by name. */
export async function hubList(
  em: EntityManager,
  origin: string,
  defaultOrigin: string,
  now: Date,
): Promise<THubListResponse> {
  const found = await restaurantsAt(em, origin, defaultOrigin);
  return {
    restaurants: found.map((r) => ({
      id: r.id,
      name: r.name,
      address: r.address ?? null,
      coverImage: r.coverImage ?? null,
      description: r.description ?? null,
      descriptionHr: r.descriptionHr ?? null,
      descriptionEn: r.descriptionEn ?? null,
      publicPath: normalisePath(r.publicPath) || null,
      ...hubCardStatus(r, now),
      brandColors: r.brandColors ?? {},
      hubLogo: r.hubLogo ?? null,
    })),
  };
}
