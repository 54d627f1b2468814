// One rspack + Module Federation preset for the shell (host) and every remote (DESIGN §3).
//
//   export default createFederatedConfig({ name: 'mfe_dashboard', dirname: import.meta.dirname, port: 3001,
//                                          role: 'remote', exposes: { './App': './src/App.tsx' } });
//
// `rspack build` → production (minified, content-hashed names); `rspack serve` → development on `port`.
// No build-time remotes: the shell registers them at runtime from remotes.json.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { remotesJsonMiddleware } from '../serve/static-server.mjs';
import { appFileNames, appModuleRules } from './app-build-parts.mjs';
import { appVersion } from './app-version.mjs';
import { chartsOwnRedux, isChartsOnlyModule } from './charts-own-redux.mjs';
import { SUPPORTED_BROWSERS } from './browsers.mjs';
import { esmFederationRuntime } from './esm-runtime.mjs';
import {
  federationRuntimeConfig,
  needsRuntimeFile,
  RUNTIME_BUILD,
  RUNTIME_FILE,
  runtimeExperiments,
  runtimeScriptTag,
} from './external-runtime.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { sharedSingletons } from './shared.mjs';
import { zodWithoutJsonSchema } from './zod-without-json-schema.mjs';
import { productionRouterAlias } from './production-router.mjs';

const DEFAULT_TEMPLATE = `<!doctype html>
<html lang="hr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title><%= htmlRspackPlugin.options.title %></title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// Shared libraries that always load together, each family in one chunk (issue 8 §1). Module Federation gives
// every shared module its own async chunk, so a cold page fetched react, react-dom, react/jsx-runtime and
// scheduler as four files, and Redux Toolkit, its query and React entries, redux, immer, reselect and react-redux
// as five, reselect twice (bundled into two of them). One chunk per family: one response's headers instead of
// four or five, one brotli context, reselect once. Every shared module of a family is needed on the first page
// anyway (the store and the router's root render before anything else shows).
// JavaScript only: Mantine's component stylesheets stay with the screens that use them.
// Not recharts' own copies of the Redux family (charts-own-redux.mjs): they stay in the chart's lazy chunk, so
// loading a chart does not fetch the remote's fallback copies of the shared libraries with it.
const family = (name, packages) => {
  const files = new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages.join('|')})[\\\\/](?!.*\\.css$)`);
  return {
    test: (module, { chunkGraph }) =>
      files.test(module.nameForCondition?.() ?? '') && !isChartsOnlyModule(module, chunkGraph),
    name,
    chunks: 'async',
    enforce: true,
  };
};
const MANTINE_FAMILY = [
  '@mantine[\\\\/]core',
  '@floating-ui',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'get-nonce',
  'tslib',
];
const LIBRARY_FAMILIES = {
  react: family('lib-react', ['react', 'react-dom', 'scheduler']),
  redux: family('lib-redux', [
    '@reduxjs[\\\\/]toolkit',
    'redux',
    'redux-thunk',
    'immer',
    'reselect',
    'react-redux',
    'use-sync-external-store',
    '@standard-schema[\\\\/]utils',
  ]),
  // @mantine/core (shaken, shared.mjs) with what only @mantine/core imports. Not clsx nor @mantine/hooks (not
  // shared): @mantine/dates, loaded on demand, and a remote's own code bundle their own, and would then fetch this
  // whole chunk (a remote's fallback copy of Mantine) with them.
  mantine: family('lib-mantine', MANTINE_FAMILY),
  i18n: family('lib-i18n', ['i18next', 'react-i18next', 'html-parse-stringify', 'void-elements']),
};

/**
 * The host loads its start-up chunk before anything else, so the library files that chunk shares with the
 * screens loaded after it (Mantine's global styles) can simply stay in it: no common chunk for them (rspack's
 * `defaultVendors` group), one response less on every cold page. (Not the `default` group: without it the
 * contracts were copied into the shared @stol/platform and @stol/ui chunks.) The host also keeps clsx and
 * @mantine/hooks with Mantine: a remote must not (its on-demand @mantine/dates, or its own useMediaQuery, would
 * fetch the remote's whole fallback copy of Mantine with it).
 */
function chunkGroupsFor(role) {
  if (role !== 'host') return LIBRARY_FAMILIES;
  return {
    ...LIBRARY_FAMILIES,
    defaultVendors: false,
    mantine: family('lib-mantine', [...MANTINE_FAMILY, 'clsx', '@mantine[\\\\/]hooks']),
    // The workspace packages every screen starts with (the contracts, the shared @stol/platform and @stol/ui):
    // three files on a cold page, one now. Not what they load on demand (the socket, the toasts).
    stol: {
      test: /[\\/]packages[\\/](?:contracts|platform|ui)[\\/]src[\\/](?!socket[\\/]socket\.ts$|notify[\\/]toasts\.ts$)(?!.*\.css$)/,
      name: 'lib-stol',
      chunks: 'async',
      enforce: true,
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.name          federation name and output.uniqueName ('shell', 'mfe_dashboard', …)
 * @param {string} options.dirname       the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @param {number} options.port          dev-server port
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes]  remote only, e.g. { './App': './src/App.tsx' }
 * @param {Record<string,string>} [options.define]   extra DefinePlugin entries (values already JSON-encoded)
 * @param {string} [options.title]       HTML title
 * @param {string} [options.remotesFile] host dev server: answer /remotes.json from this file (as stol-serve does)
 * @returns {import('@rspack/core').Configuration | import('@rspack/core').Configuration[]} a production remote
 *   also builds its standalone page's federation runtime (external-runtime.mjs), so it returns two configs.
 */
export function createFederatedConfig({
  name,
  dirname,
  port,
  role,
  exposes,
  define = {},
  title,
  remotesFile,
}) {
  if (!name || !dirname || !port || !role)
    throw new Error('createFederatedConfig: name, dirname, port and role are required');
  if (role === 'remote' && !exposes)
    throw new Error(`createFederatedConfig: remote ${name} must expose modules`);

  const production = process.env.NODE_ENV === 'production';
  const template = path.join(dirname, 'src/index.html');
  const favicon = path.join(dirname, 'src/favicon.svg');
  const runtimeFile = needsRuntimeFile(role, production);
  if (runtimeFile && existsSync(template))
    throw new Error(
      `createFederatedConfig: ${name}'s own index.html must load /${RUNTIME_FILE}; not supported`,
    );

  const esmRuntime = esmFederationRuntime(rspack, dirname);
  const zod = zodWithoutJsonSchema(rspack, dirname);
  const config = {
    ...(runtimeFile ? { name, dependencies: [RUNTIME_BUILD] } : {}),
    mode: production ? 'production' : 'development',
    context: dirname,
    // The runtime code rspack writes, the JS minifier and the CSS minimizer all aim at the supported browsers.
    target: `browserslist:${SUPPORTED_BROWSERS}`,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      // 'auto': chunks load from wherever the entry was loaded, so a remote works from any origin.
      publicPath: 'auto',
      uniqueName: name,
      ...appFileNames(production),
      // The full copies of tree-shaken shared libraries (share-entry.js, the federation runtime's fallback for a
      // consumer that needs more than the shaken copy) are built into independent-packages/ before this
      // compilation emits: cleaning must not delete them.
      // The standalone page's runtime (external-runtime.mjs) is built just before, by the other config.
      clean: {
        keep: (file) =>
          /[\\/]independent-packages(?:[\\/]|$)/.test(file) || path.basename(file).startsWith(RUNTIME_FILE),
      },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: { ...esmRuntime.alias, ...zod.alias, ...productionRouterAlias(dirname, production) },
    },
    module: {
      rules: appModuleRules(production),
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        title: title ?? name,
        // Only the app entry: a remote's remoteEntry.js is for hosts, not for its standalone page.
        chunks: ['main'],
        // Absolute script URLs: index.html is also the answer for deep client-side routes (/admin/x).
        publicPath: '/',
        ...(existsSync(template)
          ? { template }
          : {
              templateContent: runtimeFile
                ? DEFAULT_TEMPLATE.replace('</head>', `  ${runtimeScriptTag}\n  </head>`)
                : DEFAULT_TEMPLATE,
            }),
        // An app's src/favicon.svg is emitted beside index.html and linked from it.
        ...(existsSync(favicon) ? { favicon } : {}),
      }),
      new rspack.DefinePlugin({ __APP_VERSION__: JSON.stringify(appVersion(dirname)), ...define }),
      new ModuleFederationPlugin({
        name,
        ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedSingletons(dirname),
        // The host takes the shared libraries already loaded, else its own. 'version-first' would fetch every
        // deployed remote's remoteEntry.js to compare versions the first time the host asks for one after start-up
        // (react-router, on sign-in after a cold /login): three entries for a screen that shows one remote.
        ...(role === 'host' ? { shareStrategy: 'loaded-first' } : {}),
        // Remotes publish mf-manifest.json, the entry the shell's remotes.json points at.
        manifest: role === 'remote',
        // Types come from the workspace packages, not from federated type archives.
        dts: false,
        experiments: runtimeExperiments(role, production),
      }),
      esmRuntime.plugin,
      zod.plugin,
      chartsOwnRedux(rspack),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: production, splitChunks: { cacheGroups: chunkGroupsFor(role) } },
    performance: { hints: false },
    devServer: {
      port,
      // The shell (another origin) fetches a remote's manifest and chunks.
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
      // Client-side routes (host, and a remote running standalone) reload to index.html.
      historyApiFallback: true,
      hot: true,
      setupMiddlewares: remotesFile
        ? (middlewares) => [
            // The dev shell reads its runtime manifest exactly as production does.
            {
              name: 'stol-remotes-json',
              middleware: remotesJsonMiddleware({ remotesFile: path.resolve(dirname, remotesFile) }),
            },
            ...middlewares,
          ]
        : undefined,
    },
  };
  return runtimeFile ? [federationRuntimeConfig(dirname), config] : config;
}

export { sharedSingletons, SHARED_SINGLETONS } from './shared.mjs';
export { mantineStylesFor, mantineStylesPlugin } from './mantine-styles.mjs';
export { createStandaloneConfig } from './standalone-app.mjs';
