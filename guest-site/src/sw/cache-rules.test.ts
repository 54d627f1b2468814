import { cacheName, cacheRule, type TCacheRule } from './cache-rules';

/** The service worker's caching rules (issue 12 §1): only the app shell is ever cached, never API answers. */
const SITE = 'https://konoba.example';
const API = 'https://api.stol.example';
const shell = new Set([
  '/index.html',
  '/main.055e9f62.js',
  '/main.f9d2860e.css',
  '/924.a28de54f.js',
  '/favicon.svg',
]);

const rule = (url: string, init: { method?: string; mode?: string } = {}): TCacheRule =>
  cacheRule({ method: init.method ?? 'GET', url, mode: init.mode ?? 'cors' }, SITE, shell);

describe('service worker caching rules', () => {
  it('serves the built shell files (HTML, hashed JS and CSS, icons) from the cache', () => {
    for (const path of shell)
      expect([path, rule(`${SITE}${path}`, { mode: 'no-cors' })]).toEqual([path, 'shell']);
  });

  it('loads pages from the network first, with the cached shell as the offline fallback', () => {
    expect(rule(`${SITE}/restaurant/1`, { mode: 'navigate' })).toBe('navigation');
    expect(rule(`${SITE}/`, { mode: 'navigate' })).toBe('navigation');
    expect(rule(`${SITE}/cancel/abc?token=secret`, { mode: 'navigate' })).toBe('navigation');
  });

  it('keeps the site’s own /remotes.json for offline starts', () => {
    expect(rule(`${SITE}/remotes.json`)).toBe('config');
  });

  it('never caches anything of the API: public reads, guest data, bookings, the bot check, the socket', () => {
    for (const url of [
      `${API}/public/reservations?restaurantId=1&date=2026-06-11`,
      `${API}/public/reservations/abcdef0123456789`,
      `${API}/public/availability?restaurantId=1&date=2026-06-11`,
      `${API}/public/bot-challenge`,
      `${API}/restaurants/1`,
      `${API}/socket.io/?EIO=4&transport=polling`,
    ]) {
      expect([url, rule(url)]).toEqual([url, 'network']);
    }
    expect(rule(`${API}/reserve`, { method: 'POST' })).toBe('network');
  });

  it('never caches an API served from the site’s own origin, a write, or a file the build did not list', () => {
    expect(rule(`${SITE}/public/reservations/abcdef0123456789`)).toBe('network');
    expect(rule(`${SITE}/public/tables?restaurantId=1`)).toBe('network');
    expect(rule(`${SITE}/reserve`, { method: 'POST' })).toBe('network');
    expect(rule(`${SITE}/main.055e9f62.js`, { method: 'POST' })).toBe('network');
    // A shell path with a query is not the listed file (it could be anything the server makes of it).
    expect(rule(`${SITE}/main.055e9f62.js?user=1`)).toBe('network');
    expect(rule(`${SITE}/main.00000000.js`)).toBe('network');
    expect(rule(`${SITE}/main.055e9f62.js.map`)).toBe('network');
  });

  it('never caches other sites (reCAPTCHA, fonts)', () => {
    expect(rule('https://www.google.com/recaptcha/api.js?render=key')).toBe('network');
    expect(rule('https://konoba.example.evil.test/main.055e9f62.js')).toBe('network');
  });

  it('names the cache by the build’s version, so a new deployment gets a cache of its own', () => {
    expect(cacheName({ version: 'a1', assets: [] })).not.toBe(cacheName({ version: 'b2', assets: [] }));
  });
});
