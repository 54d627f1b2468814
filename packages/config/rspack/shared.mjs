// Dependencies every federated app shares as singletons (DESIGN §3). Nothing is eager: each app's
// `src/index.ts` only does `import('./bootstrap')`, which gives the share scope time to initialise.
// The stateful workspace packages are shared too, so the store, i18n instance and socket are one per page.
// @stol/contracts is deliberately not: its zod schemas hold no state, and as a singleton every remote would
// validate with the copy of whichever app loaded first (the shell), so a remote deployed with a newer contract
// than the shell's silently lost the new fields (zod strips unknown keys). Each app bundles the version it was
// built and tested with.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  // Deep imports are shared separately (a shared key without a trailing slash matches only itself).
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'i18next',
  'react-i18next',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/dates',
  '@mantine/modals',
  '@stol/platform',
  '@stol/ui',
];

/** 'react-dom/client' → 'react-dom', '@reduxjs/toolkit/query' → '@reduxjs/toolkit'. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * `shared` option for ModuleFederationPlugin: every entry a lazy singleton. The required version is the
 * app's own dependency range, stated explicitly: inferring it from whichever package imported the module
 * first (e.g. @mantine/hooks importing react-dom without declaring it) gives wrong ranges and warnings.
 */
export function sharedSingletons(dirname, names = SHARED_SINGLETONS) {
  const pkg = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  const ranges = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    names.map((name) => [
      name,
      { singleton: true, eager: false, requiredVersion: ranges[packageOf(name)] ?? false },
    ]),
  );
}
