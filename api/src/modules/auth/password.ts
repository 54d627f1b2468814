import argon2 from 'argon2';

/**
 * argon2id's cost. Standard is the library's default (64 MiB, 3 passes, 4 lanes: OWASP's first recommendation),
 * about a quarter of a second of both cores on the CI machine per hash or sign-in. The test suites sign in
 * thousands of times and ask for the test cost (STOL_TEST_PASSWORD_HASHING=1, with the test hooks only, refused
 * in production by main.ts): the same algorithm and code path at 1 MiB and one pass. A hash records its own
 * cost, so verifying follows whatever cost the password was stored with.
 */
export const PASSWORD_HASH_COSTS = {
  standard: { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 },
  test: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

/** The cost this process hashes with: read from the environment because the seed hashes before any app exists. */
export const passwordHashCost = (env: NodeJS.ProcessEnv = process.env): keyof typeof PASSWORD_HASH_COSTS =>
  env.STOL_TEST_PASSWORD_HASHING === '1' ? 'test' : 'standard';

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, PASSWORD_HASH_COSTS[passwordHashCost()]);

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
