import type { TRemoteName, TRemotesManifest } from '@stol/contracts';
import {
  RemoteUnavailableError,
  type TRemoteAppModule,
  type TRemoteEntry,
  type TRemoteLoadFn,
} from './remote-types';

/**
 * How long a remote may take to load before its area shows the fallback with Retry. An origin that accepts the
 * connection and never answers would otherwise leave "Loading section…" spinning forever (the browser's own
 * timeout is minutes). Generous for a cold load on a slow connection: the remote's manifest, entry and App
 * chunks are small.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteTimeoutError extends RemoteUnavailableError {
  constructor(
    remote: TRemoteEntry['name'],
    readonly timeoutMs: number,
  ) {
    super(remote);
    this.name = 'RemoteTimeoutError';
    this.message = `Remote ${remote} did not load within ${timeoutMs} ms`;
  }
}

/** `promise`, or a RemoteTimeoutError when it has not settled after `ms`. */
function withinTime<T>(promise: Promise<T>, ms: number, remote: TRemoteEntry['name']): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface TLoadedRemote {
  name: TRemoteName;
  entry: string;
  version: string | null;
}

/**
 * The deployed remotes (from remotes.json) and their loading state. A remote's module promise is cached
 * per attempt, so visiting a route again reuses the loaded module, while Retry (attempt + 1) loads again.
 * A load that has not settled after the timeout counts as failed, so the area offers Retry.
 * It also records which remotes are loaded, with their version, for the About panel.
 */
export class RemoteRegistry {
  private readonly attempts = new Map<
    TRemoteName,
    { attempt: number; promise: Promise<TRemoteAppModule>; failed: boolean; shown: boolean }
  >();
  private loaded: readonly TLoadedRemote[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly manifest: TRemotesManifest,
    private readonly loadFn: TRemoteLoadFn,
    private readonly options: { loadTimeoutMs?: number } = {},
  ) {}

  /** The manifest entry of a deployed remote, or null when remotes.json does not list it ("not deployed"). */
  entryOf(name: TRemoteName): TRemoteEntry | null {
    return this.manifest.remotes.find((remote) => remote.name === name) ?? null;
  }

  /** The same promise for the same attempt: React's `use` needs a stable promise across renders. */
  load(remote: TRemoteEntry, attempt: number): Promise<TRemoteAppModule> {
    const cached = this.attempts.get(remote.name);
    if (cached && cached.attempt >= attempt) return cached.promise;
    const state = {
      attempt,
      failed: false,
      shown: false,
      promise: withinTime(
        this.loadFn(remote, { retry: cached !== undefined }),
        this.options.loadTimeoutMs ?? REMOTE_LOAD_TIMEOUT_MS,
        remote.name,
      ).then(
        (module) => {
          this.markLoaded(remote, module);
          return module;
        },
        (error: unknown) => {
          state.failed = true;
          throw error;
        },
      ),
    };
    this.attempts.set(remote.name, state);
    return state.promise;
  }

  /**
   * The attempt a newly mounted area should render: the current one when it loaded (or is loading), so coming
   * back to a route reuses the module; the next one after a failure, so coming back tries again.
   */
  attemptFor(name: TRemoteName): number {
    const cached = this.attempts.get(name);
    if (!cached) return 0;
    return cached.failed && cached.shown ? cached.attempt + 1 : cached.attempt;
  }

  /**
   * The area has shown this failure. Until then a mount is React replaying a render it has not committed (it
   * does so after an error, e.g. when the area first renders together with the lazily loaded layout), and must
   * see the same failed attempt rather than start another load.
   */
  failureShown(name: TRemoteName): void {
    const cached = this.attempts.get(name);
    if (cached?.failed) cached.shown = true;
  }

  getLoaded = (): readonly TLoadedRemote[] => this.loaded;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private markLoaded(remote: TRemoteEntry, module: TRemoteAppModule): void {
    const version = typeof module.version === 'string' ? module.version : null;
    const others = this.loaded.filter((item) => item.name !== remote.name);
    this.loaded = [...others, { name: remote.name, entry: remote.entry, version }];
    for (const listener of this.listeners) listener();
  }
}
