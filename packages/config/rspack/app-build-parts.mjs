// The parts of a build every Stol app shares, federated (index.mjs) or standalone (standalone-app.mjs): the same
// browsers for swc, the same CSS handling and content-hashed file names in production.
import { SUPPORTED_BROWSERS } from './browsers.mjs';

/** TypeScript/TSX through swc aimed at the supported browsers, and Rspack 2's native CSS (spelled out). */
export function appModuleRules(production) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
        env: { targets: SUPPORTED_BROWSERS },
      },
      type: 'javascript/auto',
    },
    // Mantine's styles.css, the guest site's own, etc.
    { test: /\.css$/, type: 'css/auto' },
  ];
}

/** Entry, chunk and stylesheet names: content-hashed in production so they can be cached for good. */
export function appFileNames(production) {
  const name = production ? '[name].[contenthash:8]' : '[name]';
  return {
    filename: `${name}.js`,
    chunkFilename: `${name}.js`,
    cssFilename: `${name}.css`,
    cssChunkFilename: `${name}.css`,
  };
}
