// The guest site's service worker (issue 12 §1, guest spec §7.1), built to /sw.js (packages/config/rspack/
// service-worker.mjs writes the shell manifest into it). Returning guests start from cached shell files; pages
// are fetched from the network first, so a new deployment shows at once; API answers are never stored.
import {
  cacheName,
  cacheRule,
  CACHE_PREFIX,
  CONFIG_PATH,
  SHELL_HTML,
  type TShellManifest,
} from './cache-rules';

interface ExtendableEvt extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvt extends ExtendableEvt {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvt) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvt) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}
const sw = self as unknown as WorkerScope;

/** Replaced at build time by the manifest's JSON (the build fails if it is not). */
const MANIFEST = '__STOL_SHELL_MANIFEST__';
const shell = JSON.parse(MANIFEST) as TShellManifest;
const CACHE = cacheName(shell);
const shellPaths = new Set(shell.assets);

// A new build installs beside the old one, then takes over at once; the old build's cache goes on activation.
sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...shell.assets, CONFIG_PATH]))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
        ),
      )
      .then(() => sw.clients.claim()),
  );
});

async function fromCacheOrNetwork(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}

async function networkThenCached(request: Request, fallback: string, keep: boolean): Promise<Response> {
  try {
    const response = await fetch(request);
    if (keep && response.ok) {
      const copy = response.clone();
      void caches.open(CACHE).then((cache) => cache.put(fallback, copy));
    }
    return response;
  } catch (offline) {
    const cached = await caches.match(fallback, { cacheName: CACHE });
    if (cached) return cached;
    throw offline;
  }
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (cacheRule(request, sw.location.origin, shellPaths)) {
    case 'shell':
      return event.respondWith(fromCacheOrNetwork(request));
    case 'navigation':
      return event.respondWith(networkThenCached(request, SHELL_HTML, false));
    case 'config':
      return event.respondWith(networkThenCached(request, CONFIG_PATH, true));
    case 'network':
      // Not answered here: the browser fetches it as if there were no worker.
      return;
  }
});
