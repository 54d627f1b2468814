/**
 * What the guest site's service worker does with each request (issue 12 §1, guest spec §7.1). Only the app
 * shell is ever stored: the built, immutable files the build lists (HTML, hashed JS and CSS, icons) and the
 * site's own /remotes.json (where its API is; no guest's data). Everything else — the API on its origin, any
 * `/public/…` JSON, sockets, other sites — goes to the network untouched and is never put in Cache Storage,
 * so no guest's personal data can be left on a shared phone by the worker.
 */
export type TCacheRule =
  /** A file of the shell: from the cache, else the network. */
  | 'shell'
  /** A page load: the network first (a new deployment shows at once); offline, the cached shell's HTML. */
  | 'navigation'
  /** /remotes.json: the network first, kept for offline starts. */
  | 'config'
  /** Not the worker's business: passed to the network, never cached. */
  | 'network';

export interface TRequestFacts {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for page loads. */
  mode: string;
}

/** The site's own runtime configuration file (api/load-config.ts reads it). */
export const CONFIG_PATH = '/remotes.json';
/** The shell's HTML, served for every client-side route (the SPA fallback) when offline. */
export const SHELL_HTML = '/index.html';

export function cacheRule(
  request: TRequestFacts,
  siteOrigin: string,
  shell: ReadonlySet<string>,
): TCacheRule {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  // The API (its own origin), reCAPTCHA, fonts, anything not ours.
  if (url.origin !== siteOrigin) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (url.search === '' && shell.has(url.pathname)) return 'shell';
  if (url.search === '' && url.pathname === CONFIG_PATH) return 'config';
  // Same origin but not a listed shell file (e.g. an API behind the same host at /public/…): never cached.
  return 'network';
}

/** The build's list of shell files (as `/path`), and its version, which names the cache. */
export interface TShellManifest {
  version: string;
  assets: string[];
}

export const CACHE_PREFIX = 'stol-guest-shell-';
export const cacheName = (manifest: TShellManifest) => `${CACHE_PREFIX}${manifest.version}`;
