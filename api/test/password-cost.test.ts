import argon2 from 'argon2';
import { loadConfig } from '../src/config';
import { hashPassword, passwordHashCost, verifyPassword } from '../src/modules/auth/password';

/**
 * Passwords are argon2id at OWASP's cost wherever Stol runs; only the test suites ask for a cheap one
 * (STOL_TEST_PASSWORD_HASHING=1 in api's `npm test` and the e2e stack), and a deployment cannot.
 */
describe('the password hashing cost', () => {
  const strong = { m: 65_536, t: 3, p: 4 };

  it('is the standard cost unless a test asks: 64 MiB, 3 passes, 4 lanes', () => {
    expect(passwordHashCost({})).toBe('standard');
    expect(passwordHashCost({ STOL_TEST_PASSWORD_HASHING: '0' })).toBe('standard');
    expect(passwordHashCost({ STOL_TEST_PASSWORD_HASHING: '1' })).toBe('test');
  });

  it('hashes at the cost this process runs with, and a hash of either cost verifies', async () => {
    const asked = process.env.STOL_TEST_PASSWORD_HASHING;
    try {
      delete process.env.STOL_TEST_PASSWORD_HASHING;
      const standard = await hashPassword('demo1234');
      expect(standard).toMatch(
        new RegExp(`^\\$argon2id\\$v=19\\$m=${strong.m},p=${strong.p},t=${strong.t}\\$`),
      );
      process.env.STOL_TEST_PASSWORD_HASHING = '1';
      const test = await hashPassword('demo1234');
      expect(test).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
      for (const hash of [standard, test]) {
        expect(await verifyPassword(hash, 'demo1234')).toBe(true);
        expect(await verifyPassword(hash, 'demo12345')).toBe(false);
      }
      expect(argon2.needsRehash(test, { memoryCost: strong.m, timeCost: strong.t })).toBe(true);
    } finally {
      if (asked === undefined) delete process.env.STOL_TEST_PASSWORD_HASHING;
      else process.env.STOL_TEST_PASSWORD_HASHING = asked;
    }
  });

  it('is refused outside the test hooks, which main.ts refuses in production', () => {
    const env = { JWT_SECRET: 'x'.repeat(40), STOL_TEST_PASSWORD_HASHING: '1' };
    expect(() => loadConfig(env)).toThrow(/needs STOL_TEST_HOOKS=1/);
    expect(loadConfig({ ...env, STOL_TEST_HOOKS: '1' }).testHooks).toBe(true);
  });
});
