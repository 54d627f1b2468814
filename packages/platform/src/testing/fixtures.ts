import type { TRestaurant, TTable, TUser } from '@stol/contracts';

export const aUser = (overrides: Partial<TUser> = {}): TUser => ({
  id: 7,
  email: 'admin@demo.test',
  role: 'restaurantadmin',
  plan: 'basic',
  restaurantId: 1,
  restaurantIds: [],
  language: 'en',
  ...overrides,
});

/** A restaurant as the API answers it (ZRestaurant): restaurant 1, open 11–23, an empty floor plan. */
export function aRestaurant(overrides: Partial<TRestaurant> = {}): TRestaurant {
  return {
    id: 1,
    name: 'Konoba Mate',
    address: null,
    coverImage: null,
    description: null,
    descriptionHr: null,
    descriptionEn: null,
    openHour: 11,
    closeHour: 23,
    intervalMin: 30,
    defaultDurationMin: 60,
    bufferMin: 0,
    noShowGraceMin: 15,
    createdAt: '2026-01-01T10:00:00.000Z',
    publicOrigin: null,
    publicPath: null,
    specialHours: {},
    specialPromotions: null,
    brandColors: {},
    hubLogo: null,
    floorplan: { tableStyles: {}, chairOverrides: {} },
    theme: {},
    ...overrides,
  };
}

/** A table as GET /tables answers it (ZTable): id 11, number 1 of restaurant 1, 4 seats, the API's 30×30. */
export function aTable(overrides: Partial<TTable> = {}): TTable {
  return {
    id: 11,
    restaurantId: 1,
    number: 1,
    seats: 4,
    x: 100,
    y: 100,
    width: 30,
    height: 30,
    status: 'available',
    clearedUntil: null,
    ...overrides,
  };
}

/**
 * Every key path of a translation tree, plural suffixes folded (hr has `_few` where en has none): a remote's
 * test compares its hr and en sets with it (DESIGN §5: hr and en complete).
 */
export function translationKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix.replace(/_(one|few|other)$/, '')];
  const keys = Object.entries(tree).flatMap(([key, child]) =>
    translationKeys(child, prefix ? `${prefix}.${key}` : key),
  );
  return prefix ? keys : [...new Set(keys)].sort();
}
