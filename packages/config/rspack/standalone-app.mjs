// One rspack preset for a standalone React app that is not part of Module Federation (the guest site, issue 12):
// one entry, no shared singletons, the same browsers, swc, precompression and content-hashed names as the
// federated apps (index.mjs). The guest site is loaded by guests on phones, so it keeps its own small bundle.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { remotesJsonMiddleware } from '../serve/static-server.mjs';
import { appFileNames, appModuleRules } from './app-build-parts.mjs';
import { appVersion } from './app-version.mjs';
import { SUPPORTED_BROWSERS } from './browsers.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { SERVICE_WORKER_FILE, ShellManifestPlugin } from './service-worker.mjs';
import { zodWithoutJsonSchema } from './zod-without-json-schema.mjs';

/**
 * @param {object} options
 * @param {string} options.dirname  the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @param {number} options.port     dev-server port
 * @param {string} [options.configFile]  dev server: answer /remotes.json (the runtime config) from this file
 * @param {string} [options.serviceWorker]  the app's service worker source: built to /sw.js with the shell
 *   manifest (service-worker.mjs), and `__SERVICE_WORKER_URL__` names it in production builds (else null)
 * @returns {import('@rspack/core').Configuration}
 */
export function createStandaloneConfig({ dirname, port, configFile, serviceWorker }) {
  const production = process.env.NODE_ENV === 'production';
  const favicon = path.join(dirname, 'src/favicon.svg');
  const zod = zodWithoutJsonSchema(rspack, dirname);
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    target: `browserslist:${SUPPORTED_BROWSERS}`,
    entry: {
      main: './src/index.tsx',
      // Self-contained (no chunk loading): a service worker cannot load the page's chunks.
      ...(serviceWorker
        ? {
            sw: {
              import: serviceWorker,
              filename: SERVICE_WORKER_FILE,
              chunkLoading: false,
              asyncChunks: false,
            },
          }
        : {}),
    },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: '/',
      ...appFileNames(production),
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], alias: { ...zod.alias } },
    module: {
      rules: appModuleRules(production),
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(dirname, 'src/index.html'),
        publicPath: '/',
        chunks: ['main'],
        ...(existsSync(favicon) ? { favicon } : {}),
      }),
      new rspack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(appVersion(dirname)),
        __SERVICE_WORKER_URL__: JSON.stringify(
          serviceWorker && production ? `/${SERVICE_WORKER_FILE}` : null,
        ),
      }),
      ...(serviceWorker ? [new ShellManifestPlugin()] : []),
      zod.plugin,
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      setupMiddlewares: configFile
        ? (middlewares) => [
            {
              name: 'stol-remotes-json',
              middleware: remotesJsonMiddleware({ remotesFile: path.resolve(dirname, configFile) }),
            },
            ...middlewares,
          ]
        : undefined,
    },
  };
}
