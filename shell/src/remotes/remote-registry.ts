import type { TRemoteName, TRemotesManifest } from '@stol/contracts';
import type { TRemoteAppModule, TRemoteEntry, TRemoteLoadFn } from './remote-types';

export interface TLoadedRemote {
  name: TRemoteName;
  entry: string;
  version: string | null;
}

/**
 * The deployed remotes (from remotes.json) and their loading state. A remote's module promise is cached
 * per attempt, so visiting a route again reuses the loaded module, while Retry (attempt + 1) loads again.
 * It also records which remotes are loaded, with their version, for the About panel.
 */
export class RemoteRegistry {
  private readonly attempts = new Map<
    TRemoteName,
    { attempt: number; promise: Promise<TRemoteAppModule>; failed: boolean }
  >();
  private loaded: readonly TLoadedRemote[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly manifest: TRemotesManifest,
    private readonly loadFn: TRemoteLoadFn,
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
      promise: this.loadFn(remote, { retry: cached !== undefined }).then(
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
    return cached.failed ? cached.attempt + 1 : cached.attempt;
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
