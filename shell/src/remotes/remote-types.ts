import type { ComponentType } from 'react';
import type { TRemoteName, TRemotesManifest } from '@stol/contracts';

export type TRemoteEntry = TRemotesManifest['remotes'][number];

/** What every remote's `./App` module exports (remote contract in the interface doc). */
export interface TRemoteAppModule {
  default: ComponentType<{ basePath: string }>;
  version?: string;
}

/**
 * Loads one remote's `./App`. `retry` is true when the user pressed Retry after a failure: the loader must
 * really fetch again rather than hand back a cached failure. Production: federation runtime; tests: a fake.
 */
export type TRemoteLoadFn = (remote: TRemoteEntry, options: { retry: boolean }) => Promise<TRemoteAppModule>;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: TRemoteName,
    options?: { cause?: unknown },
  ) {
    super(`Remote ${remote} could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}
