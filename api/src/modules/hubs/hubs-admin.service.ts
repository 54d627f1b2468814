import type { EntityManager } from '@mikro-orm/postgresql';
import {
  HUB_ADMIN_MESSAGES,
  type TAdminHub,
  type TAdminHubsResponse,
  type TBrandColors,
  type THubBrandColors,
  type THubCustomize,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { diffFields, recordChange } from '../history/history.service';
import { Restaurant } from '../restaurants/restaurant.entity';
import { hubAdminStatus } from './hub-admin-status';
import { restaurantsAt, restaurantsByName, servedAt } from './hubs.service';
import { normalisePath } from './public-origin';

/** The brandColors keys that are the hub's (the customize dialog's), not the restaurant's own. */
const HUB_COLOR_KEYS = [
  'hubTitle',
  'hubDescription',
  'hubHeadingTextColor',
  'hubSubheadingTextColor',
  'headerBackground',
] as const;

const hubColors = (restaurant: Restaurant): THubBrandColors => {
  const colors: THubBrandColors = {};
  for (const key of HUB_COLOR_KEYS) {
    const value = restaurant.brandColors?.[key];
    if (value !== undefined) colors[key] = value;
  }
  return colors;
};

/** The stored brandColors with the hub's keys set (a key left out kept, null removed). */
function mergeHubColors(current: TBrandColors, patch: THubCustomize['brandColors']): TBrandColors {
  const next: TBrandColors = { ...current };
  for (const [key, value] of Object.entries(patch) as [keyof TBrandColors, string | null | undefined][]) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next;
}

/** GET /admin/hubs: every origin more than one restaurant is served at (the public hub page's rule), by origin. */
export async function listHubs(
  em: EntityManager,
  defaultOrigin: string,
  now: Date,
): Promise<TAdminHubsResponse> {
  const byOrigin = new Map<string, Restaurant[]>();
  for (const restaurant of await restaurantsByName(em)) {
    const origin = servedAt(restaurant, defaultOrigin);
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), restaurant]);
  }
  const hubs: TAdminHub[] = [...byOrigin]
    .filter(([, restaurants]) => restaurants.length > 1)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([origin, restaurants]) => ({
      origin,
      restaurants: restaurants.map((r) => ({
        id: r.id,
        name: r.name,
        publicPath: normalisePath(r.publicPath) || null,
        status: hubAdminStatus(r, now),
      })),
      // The public hub page takes the hub's look from its first restaurant by name: so does the dialog.
      brandColors: hubColors(restaurants[0]!),
      hubLogo: restaurants[0]!.hubLogo ?? null,
    }));
  return { hubs };
}

/**
 * PATCH /admin/hubs: the hub's colours, texts and logo onto every restaurant of the hub, in one transaction,
 * each restaurant's change recorded in its history (kind 'hub'). 404 when the origin is not a hub.
 */
export async function customizeHub(
  em: EntityManager,
  body: THubCustomize,
  defaultOrigin: string,
  actor: { id: number; email: string },
  now: Date,
): Promise<TAdminHub> {
  await em.fork().transactional(async (tx) => {
    const ids = (await restaurantsAt(tx, body.origin, defaultOrigin)).map((r) => r.id);
    if (ids.length < 2) throw new AppError('NOT_FOUND', HUB_ADMIN_MESSAGES.notFound);
    // Two saves of the same hub one after the other, never interleaved (each merges into the stored colours).
    await tx.execute('select id from restaurants where id = any(?::int[]) order by id for no key update', [
      `{${ids.join(',')}}`,
    ]);
    const restaurants = await tx.find(Restaurant, { id: { $in: ids } }, { refresh: true });
    for (const restaurant of restaurants) {
      const before = { brandColors: restaurant.brandColors ?? {}, hubLogo: restaurant.hubLogo ?? null };
      restaurant.brandColors = mergeHubColors(restaurant.brandColors ?? {}, body.brandColors);
      if (body.hubLogo !== undefined) restaurant.hubLogo = body.hubLogo;
      const after = { brandColors: restaurant.brandColors, hubLogo: restaurant.hubLogo ?? null };
      const changes = diffFields(before, after, ['brandColors', 'hubLogo']);
      if (changes.length)
        recordChange(tx, {
          restaurantIds: [restaurant.id],
          actor,
          kind: 'hub',
          target: servedAt(restaurant, defaultOrigin),
          changes,
          at: now,
        });
    }
    await tx.flush();
  });
  const { hubs } = await listHubs(em.fork(), defaultOrigin, now);
  return hubs.find((hub) => hub.origin === servedAt({ publicOrigin: body.origin }, defaultOrigin))!;
}
