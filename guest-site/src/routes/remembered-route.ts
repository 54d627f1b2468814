import type { TRoute } from './parse-route';

/**
 * What this origin's path resolved to on the last visit (a restaurant, a hub), so a reload without a network
 * opens that page from the service worker's shell with an offline notice instead of the welcome page (issue 23
 * §6). Only which page an address shows is kept: nothing of any guest.
 */
const key = (origin: string, pathname: string) => `stol.guest.route.${origin}${pathname}`;

const REMEMBERED_KINDS = new Set<TRoute['kind']>(['restaurant', 'hub']);

export function rememberRoute(origin: string, pathname: string, route: TRoute): void {
  if (!REMEMBERED_KINDS.has(route.kind)) return;
  try {
    localStorage.setItem(key(origin, pathname), JSON.stringify(route));
  } catch {
    // storage full or blocked: only the offline start is lost
  }
}

export function rememberedRoute(origin: string, pathname: string): TRoute | null {
  try {
    const raw = localStorage.getItem(key(origin, pathname));
    const route = raw ? (JSON.parse(raw) as TRoute) : null;
    if (route?.kind === 'restaurant' && Number.isInteger(route.id)) return route;
    if (route?.kind === 'hub') return route;
    return null;
  } catch {
    return null;
  }
}
