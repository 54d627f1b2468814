import type { TUser } from '@stol/contracts';
import type { User } from './user.entity';

/** The public shape of a user (ZUser): never the password hash. `restaurants` must be loaded. */
export function toUserJson(user: User): TUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    plan: user.plan,
    restaurantId: user.restaurantId ?? null,
    restaurantIds: user.restaurants
      .getItems()
      .map((r) => r.id)
      .sort((a, b) => a - b),
    language: user.language,
  };
}
