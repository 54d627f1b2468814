import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const FALLBACK = Symbol.for('stol.remoteFallback');

export interface TRemoteFallback {
  [FALLBACK]: true;
  error: unknown;
}

export function isRemoteFallback(value: unknown): value is TRemoteFallback {
  return typeof value === 'object' && value !== null && FALLBACK in value;
}

/**
 * `errorLoadRemote` fires several times for one failure (afterResolve for the manifest, then onLoad at the end
 * of loadRemote, DESIGN §3). Answering only the final `onLoad` lets the earlier ones fail normally, and turns
 * the whole failure into one recognisable fallback value instead of an uncaught runtime error.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'stol-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`Remote ${args.id} could not be loaded`, args.error);
      const fallback: TRemoteFallback = { [FALLBACK]: true, error: args.error };
      return fallback;
    },
  };
}
