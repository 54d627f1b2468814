import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  // An account without a password (an invited user: users/user-invite.ts) takes as long to refuse as a wrong
  // password, so response timing does not tell which addresses are invited and not yet active.
  if (!hash.startsWith('$argon2')) {
    await argon2.verify(await dummyPasswordHash(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the email is unknown keeps the answer time the same as for a wrong
 * password, so response timing does not reveal which emails have accounts.
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('timing-equaliser'));
