import type { Principal } from './principal';

/**
 * The tenant rule (one definition for HTTP and sockets): superadmin → every restaurant;
 * restaurantmanager → assigned restaurants (restaurantIds); restaurantadmin and staff → their restaurantId.
 */
export type RestaurantScope = { all: true } | { all: false; ids: number[] };

export function restaurantScope(user: Principal): RestaurantScope {
  switch (user.role) {
    case 'superadmin':
      return { all: true };
    case 'restaurantmanager':
      return { all: false, ids: user.restaurantIds };
    case 'restaurantadmin':
    case 'staff':
      return { all: false, ids: user.restaurantId ? [user.restaurantId] : [] };
  }
}

export const canAccessRestaurant = (user: Principal, restaurantId: number): boolean => {
  const scope = restaurantScope(user);
  return scope.all || scope.ids.includes(restaurantId);
};

/** The scope a request works in: the one restaurant it names (already access-checked), else the user's own. */
export const requestScope = (user: Principal, restaurantId: number | null): RestaurantScope =>
  restaurantId !== null ? { all: false, ids: [restaurantId] } : restaurantScope(user);
