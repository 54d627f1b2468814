// One Module Federation runtime per page (issue 8 §1). Each remote's remoteEntry.js carried its own copy of the
// runtime core (15 KiB compressed of its 30 KiB), downloaded again for every remote the shell loads. In
// production a remote now expects the runtime as a global (`experiments.externalRuntime`) and the shell, a
// pure consumer, provides its own (`experiments.provideExternalRuntime`).
//
// A remote's standalone page (its index.html, for working on it alone) has no shell: a tiny separate build
// provides the runtime there, loaded before the page's bundle. Development servers keep the runtime inside
// each bundle, as before.
import path from 'node:path';

export const RUNTIME_BUILD = 'federation-runtime';
export const RUNTIME_FILE = `${RUNTIME_BUILD}.js`;

/** The ModuleFederationPlugin `experiments` for an app of this role. */
export function runtimeExperiments(role, production) {
  // Every app runs in the browser only: `target: 'web'` lets the runtime drop its Node.js script loading.
  const optimization = { target: 'web' };
  if (role === 'host') return { provideExternalRuntime: true, optimization };
  return production ? { externalRuntime: true, optimization } : { optimization };
}

/** Whether the build emits the standalone page's runtime file (production remotes). */
export const needsRuntimeFile = (role, production) => role === 'remote' && production;

/** The script tag the standalone page loads first (absolute, like the page's own scripts). */
export const runtimeScriptTag = `<script src="/${RUNTIME_FILE}"></script>`;

/** The separate build of RUNTIME_FILE into the app's dist/, run before the app's (multi-compiler `dependencies`). */
export function federationRuntimeConfig(dirname) {
  return {
    name: RUNTIME_BUILD,
    mode: 'production',
    context: dirname,
    target: 'web',
    entry: { [RUNTIME_BUILD]: path.join(import.meta.dirname, 'federation-runtime-entry.mjs') },
    devtool: false,
    output: { path: path.join(dirname, 'dist'), filename: RUNTIME_FILE, clean: false },
    optimization: { minimize: true },
    performance: { hints: false },
  };
}
