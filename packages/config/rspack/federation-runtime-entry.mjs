// The Module Federation runtime for a remote's own standalone page (external-runtime.mjs): a remote's bundles
// expect it as a global, which inside the shell the shell provides.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
