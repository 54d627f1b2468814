import { fixedClock, offsetClock } from '../src/clock';
import { loadConfig } from '../src/config';

describe('the clock the e2e stack moves (STOL_CLOCK_OFFSET_MS)', () => {
  it('runs ahead or behind its base by the offset, and is the base itself without one', () => {
    const base = fixedClock('2026-11-25T23:30:00Z');
    expect(offsetClock(-12.5 * 3_600_000, base).now().toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(offsetClock(3_600_000, base).now().toISOString()).toBe('2026-11-26T00:30:00.000Z');
    expect(offsetClock(0, base)).toBe(base);
  });

  it('is a test-only setting: refused without STOL_TEST_HOOKS=1, taken with it', () => {
    const env = { JWT_SECRET: 'x'.repeat(40), STOL_CLOCK_OFFSET_MS: '-3600000' };
    expect(() => loadConfig(env)).toThrow(/needs STOL_TEST_HOOKS=1/);
    expect(loadConfig({ ...env, STOL_TEST_HOOKS: '1' }).clockOffsetMs).toBe(-3_600_000);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).clockOffsetMs).toBe(0);
    expect(() => loadConfig({ ...env, STOL_TEST_HOOKS: '1', STOL_CLOCK_OFFSET_MS: 'soon' })).toThrow();
  });
});
