import { browserLanguage, resolveLanguage, toLanguage } from './language';

describe('language precedence: user → stored → browser → hr', () => {
  it("prefers the user's setting over everything", () => {
    expect(resolveLanguage({ user: 'en', stored: 'hr', browser: 'hr' })).toBe('en');
    expect(resolveLanguage({ user: 'hr', stored: 'en', browser: 'en' })).toBe('hr');
  });

  it('falls back to the stored setting without a user', () => {
    expect(resolveLanguage({ user: null, stored: 'en', browser: 'hr' })).toBe('en');
  });

  it('falls back to the browser when nothing is stored', () => {
    expect(resolveLanguage({ user: null, stored: null, browser: 'en' })).toBe('en');
  });

  it('defaults to hr when no source speaks a supported language', () => {
    expect(resolveLanguage({})).toBe('hr');
    expect(resolveLanguage({ user: null, stored: 'de', browser: 'fr' })).toBe('hr');
  });

  it('skips unsupported values instead of stopping at them', () => {
    expect(resolveLanguage({ user: null, stored: 'de', browser: 'en-GB' })).toBe('en');
  });
});

describe('browser language', () => {
  it('takes the first supported language from the preference list, ignoring regions', () => {
    expect(browserLanguage({ languages: ['de-DE', 'en-US', 'hr'], language: 'de-DE' })).toBe('en');
    expect(browserLanguage({ languages: [], language: 'hr-HR' })).toBe('hr');
    expect(browserLanguage({ languages: ['fr'], language: 'fr' })).toBeNull();
  });

  it('normalises tags', () => {
    expect(toLanguage('EN_gb')).toBe('en');
    expect(toLanguage('hr')).toBe('hr');
    expect(toLanguage('sr')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });
});
