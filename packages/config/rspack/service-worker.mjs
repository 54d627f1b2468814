// The service worker of a standalone app (the guest site, issue 12 §1): its own entry, built to a fixed name
// (/sw.js: a worker's URL must not change between deployments), and a plugin that writes into it the list of
// the build's shell files and a version derived from their contents, so a new deployment is a new worker with a
// new cache, and an identical rebuild changes nothing.
import { createHash } from 'node:crypto';
import { rspack } from '@rspack/core';

export const SERVICE_WORKER_FILE = 'sw.js';
const PLACEHOLDER = /(["'])__STOL_SHELL_MANIFEST__\1/;
/** What the shell is made of: the page, its scripts and styles, icons. Source maps and licences are not. */
const SHELL_FILE = /\.(?:html|js|css|svg|png|ico|webp|woff2?)$/i;

/** The files of `assets` that make the shell, as absolute paths, the worker itself excluded. */
export function shellAssets(names) {
  return names
    .filter((name) => name !== SERVICE_WORKER_FILE && SHELL_FILE.test(name) && !name.endsWith('.LICENSE.txt'))
    .map((name) => `/${name}`)
    .sort();
}

export class ShellManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes are in the names, before anything compresses the files.
        { name: 'ShellManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const worker = compilation.getAsset(SERVICE_WORKER_FILE);
          if (!worker) return;
          const assets = shellAssets(compilation.getAssets().map((a) => a.name));
          if (!assets.includes('/index.html')) assets.push('/index.html');
          const digest = createHash('sha256');
          for (const name of assets) {
            digest.update(name);
            const asset = compilation.getAsset(name.slice(1));
            if (asset) digest.update(asset.source.source());
          }
          const manifest = { version: digest.digest('hex').slice(0, 16), assets };
          const code = String(worker.source.source());
          if (!PLACEHOLDER.test(code)) {
            throw new Error(`${SERVICE_WORKER_FILE} has no __STOL_SHELL_MANIFEST__ placeholder to fill`);
          }
          const filled = code.replace(PLACEHOLDER, () => JSON.stringify(JSON.stringify(manifest)));
          compilation.updateAsset(SERVICE_WORKER_FILE, new rspack.sources.RawSource(filled));
        },
      );
    });
  }
}
