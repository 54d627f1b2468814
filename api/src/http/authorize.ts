import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Principal } from './principal';
import { AppError } from './app-error';
import { idParam } from './id-param';
import type { Access } from './route-registry';
import { canAccessRestaurant } from './tenancy';

/**
 * The one authorization decision for every non-public route: role first (and the body's, see rolesByBody), then the route's own rule on the
 * caller (if any), then the tenant or self rule.
 * Returns the restaurant the request targets (or null).
 */
export async function authorize(
  access: Exclude<Access, 'public'>,
  user: Principal,
  req: Request,
  em: EntityManager,
): Promise<number | null> {
  if (!access.roles.includes(user.role)) throw new AppError('FORBIDDEN', access.roleRefusal);
  if (access.rolesByBody && !access.rolesByBody(req.body ?? {}).includes(user.role))
    throw new AppError('FORBIDDEN', access.roleRefusal);
  if (access.allow && !access.allow.rule(user)) throw new AppError('FORBIDDEN', access.allow.refusal);
  if (access.scope === 'self') {
    const targetId = idParam(req);
    if (user.role !== 'superadmin' && targetId !== user.id) throw new AppError('FORBIDDEN');
    return null;
  }
  if (access.scope === 'restaurant') {
    const restaurantId = await access.restaurant(req, em);
    if (restaurantId !== null && !canAccessRestaurant(user, restaurantId)) throw new AppError('FORBIDDEN');
    return restaurantId;
  }
  return null;
}
