import type { TRestaurant, TTable } from '@stol/contracts';

/** A restaurant as GET /admin/restaurants/assigned answers it (ZRestaurant). */
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

export const RESTAURANTS = [
  aRestaurant(),
  aRestaurant({ id: 2, name: 'Bistro Lanterna' }),
  aRestaurant({ id: 3, name: 'Pizzeria Riva' }),
];

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
