import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHARTS_COPY_QUERY, chartsCopyRequest, isChartsOnlyModule } from './charts-own-redux.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MODULES = path.join(ROOT, 'node_modules');
const RECHARTS = path.join(MODULES, 'recharts/es6');

/** What the replacement plugin makes of `request` asked by `issuer` (null: left to the share / normal resolution). */
function rewrite(request: string, issuer: string): string | null {
  return chartsCopyRequest(request, path.dirname(issuer), issuer);
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (entry.name.endsWith('.js')) yield full;
  }
}

/** The names recharts imports from `library`. */
function rechartsImports(library: string): string[] {
  const names = new Set<string>();
  const pattern = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${library.replace('/', '\\/')}['"]`,
    'g',
  );
  for (const file of sources(RECHARTS))
    for (const [, list] of readFileSync(file, 'utf8').matchAll(pattern))
      for (const spec of list!.split(',')) if (spec.trim()) names.add(spec.trim().split(/\s+as\s+/)[0]!);
  return [...names].sort();
}

describe("recharts' own Redux Toolkit and react-redux (charts-own-redux.mjs)", () => {
  it("points recharts' imports of the Redux family at copies of their own, marked", () => {
    const chart = path.join(RECHARTS, 'state/store.js');
    expect(rewrite('@reduxjs/toolkit', chart)).toBe(
      path.join(MODULES, '@reduxjs/toolkit/dist/redux-toolkit.browser.mjs') + CHARTS_COPY_QUERY,
    );
    expect(rewrite('react-redux', chart)).toBe(
      path.join(MODULES, 'react-redux/dist/react-redux.browser.mjs') + CHARTS_COPY_QUERY,
    );
    // …and what those copies import in turn, so no module is shared with the remote's fallback copies.
    const copy = path.join(MODULES, '@reduxjs/toolkit/dist/redux-toolkit.browser.mjs');
    expect(rewrite('immer', copy)).toMatch(new RegExp(`[\\\\/]immer[\\\\/].+\\.mjs\\${CHARTS_COPY_QUERY}$`));
    expect(rewrite('redux', copy)).toMatch(new RegExp(`[\\\\/]redux[\\\\/].+\\.mjs\\${CHARTS_COPY_QUERY}$`));
  });

  it('leaves every other importer on the shared singletons', () => {
    expect(rewrite('@reduxjs/toolkit', path.join(ROOT, 'packages/platform/src/store.ts'))).toBeNull();
    expect(rewrite('react-redux', path.join(ROOT, 'mfe-analytics/src/App.tsx'))).toBeNull();
    // The remote's fallback copy of the share (its modern build) keeps its own imports.
    expect(rewrite('immer', path.join(MODULES, '@reduxjs/toolkit/dist/redux-toolkit.modern.mjs'))).toBeNull();
    // Not a Redux package: not this plugin's business.
    expect(rewrite('d3-scale', path.join(RECHARTS, 'util/ChartUtils.js'))).toBeNull();
  });

  it('the copies export every name recharts imports from them', async () => {
    const toolkit = await import(path.join(MODULES, '@reduxjs/toolkit/dist/redux-toolkit.browser.mjs'));
    const reactRedux = await import(path.join(MODULES, 'react-redux/dist/react-redux.browser.mjs'));
    const missing = [
      ...rechartsImports('@reduxjs/toolkit').filter((name) => !(name in toolkit)),
      ...rechartsImports('react-redux').filter((name) => !(name in reactRedux)),
    ];
    expect(rechartsImports('@reduxjs/toolkit')).toContain('createListenerMiddleware');
    expect(missing).toEqual([]);
  });

  it('keeps recharts, its marked copies and what a chart chunk needs out of the family chunks', () => {
    const module = (name: string, identifier = name) => ({
      nameForCondition: () => name,
      identifier: () => identifier,
    });
    const chartChunk = { id: 'chart' };
    const fallbackChunk = { id: 'fallback' };
    const rechartsFile = module('/n/node_modules/recharts/es6/index.js');
    const shim = module('/n/node_modules/use-sync-external-store/cjs/with-selector.production.js');
    const immerShared = module('/n/node_modules/immer/dist/immer.mjs');
    const chunkGraph = {
      getModuleChunks: (m: unknown) => (m === shim ? [chartChunk, fallbackChunk] : [fallbackChunk]),
      getChunkModules: (c: unknown) => (c === chartChunk ? [rechartsFile, shim] : [immerShared, shim]),
    };
    expect(isChartsOnlyModule(rechartsFile, chunkGraph)).toBe(true);
    expect(
      isChartsOnlyModule(
        module('/n/node_modules/immer/dist/immer.mjs', `/x/immer.mjs${CHARTS_COPY_QUERY}`),
        chunkGraph,
      ),
    ).toBe(true);
    expect(isChartsOnlyModule(shim, chunkGraph)).toBe(true);
    expect(isChartsOnlyModule(immerShared, chunkGraph)).toBe(false);
  });
});
