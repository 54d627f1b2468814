import type { TFunction } from 'i18next';
import { anAdminUser } from '../../../test/users';
import { restaurantsText } from './restaurants-text';

const t = ((key: string, options?: { id?: number }) =>
  options?.id !== undefined ? `${key}:${options.id}` : key) as unknown as TFunction;
const names: Record<number, string> = { 1: 'Konoba Stol', 2: 'Bistro Gornji Grad' };
const nameOf = (id: number) => names[id] ?? null;

describe('restaurantsText', () => {
  it('names a manager’s restaurants, and still says which one an unknown id is', () => {
    const manager = anAdminUser({ role: 'restaurantmanager', restaurantId: null, restaurantIds: [1, 7] });
    expect(restaurantsText(manager, nameOf, t)).toBe('Konoba Stol, users.table.unknownRestaurant:7');
  });

  it('an admin without a restaurant has none; a superadmin has them all', () => {
    expect(restaurantsText(anAdminUser({ restaurantId: null }), nameOf, t)).toBe('users.table.noRestaurant');
    expect(restaurantsText(anAdminUser({ role: 'superadmin' }), nameOf, t)).toBe(
      'users.table.allRestaurants',
    );
  });
});
