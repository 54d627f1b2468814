// Dependencies every federated app shares as singletons (DESIGN §3). Nothing is eager: each app's
// `src/index.ts` only does `import('./bootstrap')`, which gives the share scope time to initialise.
// The stateful workspace packages are shared too, so the store, i18n instance and socket are one per page.
// @stol/contracts is deliberately not: its zod schemas hold no state, and as a singleton every remote would
// validate with the copy of whichever app loaded first (the shell), so a remote deployed with a newer contract
// than the shell's silently lost the new fields (zod strips unknown keys). Each app bundles the version it was
// built and tested with.
// zod under it is shared, tree-shaken (issue 8 §1): whole it is 71 KiB compressed, but the contracts import its
// builders by name (packages/contracts/src/z.ts), so the shared copy keeps what they use (~23 KiB) and a page that
// shows a remote loads it once instead of once per app. Stateless: the version each app validates with is the
// one pinned in contracts/package.json, the same in every app built from one commit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monorepoUsedExports, packageOf } from './used-exports.mjs';

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
  // Not @mantine/hooks (issue 8 §1): stateless hooks, bundled with what imports them. Shared, its copy kept every
  // hook any @mantine/core file imports, those of components no app renders too (MaskInput's useMask, Splitter's
  // useSplitter…: 9.5 KiB compressed on every page); inside the shared @mantine/core they are shaken with it. The
  // apps' own few (useMediaQuery, useDisclosure, useHotkeys) come with their code.
  '@mantine/notifications',
  '@mantine/dates',
  '@mantine/modals',
  // Not '@stol/platform/time' (a key without a trailing slash matches only itself): the Europe/Zagreb helpers
  // hold no state, so each app bundles and tree-shakes them (the dashboard's clock then needs no date-fns-tz).
  'zod',
  '@stol/platform',
  '@stol/ui',
];

/**
 * Shared libraries each build tree-shakes (Module Federation's experimental shared `treeShaking`, issue 8 §1):
 * shared whole they were most of a cold /login (@mantine/core alone 137 KiB compressed). Each keeps the
 * exports the whole monorepo imports (used-exports.mjs), so the copy the first app loads serves every remote.
 * 'runtime-infer': no deployment server computes the sets; the build does.
 */
export const TREE_SHAKEN = [
  '@mantine/core',
  '@mantine/dates',
  '@mantine/notifications',
  'react-router',
  'react-i18next',
  'zod',
  // Redux Toolkit (its store, query and React query entries) and react-redux: the listener and dynamic
  // middleware, entity adapters, `connect`… go. Their entries re-export each other (`export *`), which
  // used-exports.mjs follows.
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
];

/**
 * `shared` option for ModuleFederationPlugin: every entry a lazy singleton. The required version is the
 * app's own dependency range, stated explicitly: inferring it from whichever package imported the module
 * first (e.g. @mantine/hooks importing react-dom without declaring it) gives wrong ranges and warnings.
 */
export function sharedSingletons(dirname, names = SHARED_SINGLETONS) {
  const pkg = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  const ranges = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const shaken = monorepoUsedExports(
    TREE_SHAKEN.filter((name) => names.includes(name)),
    names.filter((name) => !name.startsWith('@stol/')),
    dirname,
  );
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        singleton: true,
        eager: false,
        requiredVersion: ranges[packageOf(name)] ?? false,
        ...(shaken[name] ? { treeShaking: { mode: 'runtime-infer', usedExports: shaken[name] } } : {}),
      },
    ]),
  );
}
