// recharts with its own Redux Toolkit and react-redux (issue 21 §1). recharts 3 keeps each chart's state in a
// Redux store of its own, behind its own React context, and imports `@reduxjs/toolkit` and `react-redux` by name.
// The federated apps share both as singletons tree-shaken to what the monorepo's own code imports (shared.mjs):
// the copy the shell loads lacks what recharts needs (createListenerMiddleware, prepareAutoBatched, current,
// autoBatchEnhancer, shallowEqual…), so a chart in a remote broke under the real shell. Adding recharts' names to
// the shared lists would grow every cold page, /login included, for a chart few screens show. Instead recharts'
// imports of the Redux family are pointed at the packages' files with a marker query: modules of their own (not
// the share, not the remote's fallback copy of it), and so are those copies' own imports of the family (immer,
// redux, reselect…). The copies are the packages' browser builds: files of their own, so their imports can be told
// from the fallback copy's (the bundler names an importer by its path, without the query). They are bundled and
// tree-shaken with recharts into the chart's lazy chunk. recharts' store needs nothing from the app's store (its
// own context), so a second copy is correct, not merely tolerated.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { entryFile, packageOf } from './used-exports.mjs';

/** Marks the modules only charts use (chunk grouping keeps them out of the shared libraries' chunks). */
export const CHARTS_COPY_QUERY = '?charts-own-copy';
const FAMILY = new Set([
  '@reduxjs/toolkit',
  'react-redux',
  'redux',
  'redux-thunk',
  'immer',
  'reselect',
  'use-sync-external-store',
]);
const IN_RECHARTS = /[\\/]node_modules[\\/]recharts[\\/]/;
/** The browser builds the copies are made of, by package. */
const COPY_FILES = {
  '@reduxjs/toolkit': 'dist/redux-toolkit.browser.mjs',
  'react-redux': 'dist/react-redux.browser.mjs',
};
const IS_COPY_FILE =
  /[\\/]node_modules[\\/](?:@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit|react-redux[\\/]dist[\\/]react-redux)\.browser\.mjs$/;

const nameOf = (module) => module.nameForCondition?.() ?? '';

/**
 * Whether a module stays out of the shared libraries' family chunks (index.mjs) for the charts' sake: recharts,
 * one of its marked copies, or a module a chunk holding recharts needs too (a CommonJS file the copies reach by a
 * relative require, e.g. use-sync-external-store's). Such a file is then bundled with each chunk that needs it
 * (a few hundred bytes twice) instead of pulling the remote's whole fallback Redux chunk in with every chart.
 */
export function isChartsOnlyModule(module, chunkGraph) {
  const identifier = typeof module.identifier === 'function' ? module.identifier() : '';
  if (identifier.includes(CHARTS_COPY_QUERY) || IN_RECHARTS.test(nameOf(module))) return true;
  const chunks = chunkGraph?.getModuleChunks(module) ?? [];
  return chunks.some((chunk) =>
    chunkGraph.getChunkModules(chunk).some((other) => IN_RECHARTS.test(nameOf(other))),
  );
}

/** The file the bundler would load for `request` from `context`, ES module build first (used-exports.mjs). */
function resolveFrom(request, context) {
  const require = createRequire(path.join(context, 'noop.js'));
  const dir = require.resolve
    .paths(packageOf(request))
    .map((modules) => path.join(modules, packageOf(request)))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) return null;
  if (COPY_FILES[request]) return path.join(dir, COPY_FILES[request]);
  return entryFile(request, dir) ?? require.resolve(request);
}

/**
 * The request recharts (or one of its copies) should make instead of `request`, or null to leave it alone (every
 * other importer keeps the shared singletons).
 */
export function chartsCopyRequest(request, context, issuer = '') {
  if (!FAMILY.has(packageOf(request))) return null;
  if (!IN_RECHARTS.test(issuer) && !IS_COPY_FILE.test(issuer)) return null;
  const file = resolveFrom(request, context);
  return file ? `${file}${CHARTS_COPY_QUERY}` : null;
}

/** A replacement plugin for every app (a no-op for one that does not bundle recharts). */
export function chartsOwnRedux(rspack) {
  return new rspack.NormalModuleReplacementPlugin(
    /^(?:@reduxjs\/toolkit|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)(?:\/|$)/,
    (resource) => {
      const replaced = chartsCopyRequest(resource.request, resource.context, resource.contextInfo?.issuer);
      if (replaced) resource.request = replaced;
    },
  );
}
