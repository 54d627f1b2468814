import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../http/app-error';
import { findUserByEmail } from '../users/users.service';
import { dummyPasswordHash, verifyPassword } from './password';

/** The user for these credentials, or INVALID_CREDENTIALS (same answer for unknown email and wrong password). */
export async function checkCredentials(em: EntityManager, email: string, password: string) {
  const user = await findUserByEmail(em, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  return user;
}
