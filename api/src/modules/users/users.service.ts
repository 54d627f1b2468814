import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../http/app-error';
import { User } from './user.entity';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A user with the relations every caller needs (assigned restaurants), or null. */
export const findUser = (em: EntityManager, id: number) =>
  em.findOne(User, { id }, { populate: ['restaurants'] });

export const findUserByEmail = (em: EntityManager, email: string) =>
  em.findOne(User, { email: normaliseEmail(email) }, { populate: ['restaurants'] });

export async function getUserOrFail(em: EntityManager, id: number) {
  const user = await findUser(em, id);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}
