import type { TAdminUser } from '@stol/contracts';
import { toUserJson } from './user.mapper';
import type { User } from './user.entity';

/** A user as the users screen shows it (ZAdminUser): never the password hash. `restaurants` must be loaded. */
export const toAdminUserJson = (user: User, invitePending: boolean): TAdminUser => ({
  ...toUserJson(user),
  createdAt: user.createdAt.toISOString(),
  invitePending,
});
