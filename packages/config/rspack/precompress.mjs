// Brotli and gzip copies of every text asset, written once at build time next to the original (`x.js.br`,
// `x.js.gz`), so `stol-serve` (or any CDN that honours precompressed files) sends a fraction of the bytes
// without compressing on each request. Issue 8 measured 1.62 MB of uncompressed JavaScript on a cold /login.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser downloads as text; source maps are left alone (only developers fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/i;
/**
 * What a compressed answer adds: `Content-Encoding: br` and `Vary: Accept-Encoding` (about 45 bytes). A copy is
 * written only when it saves more than that, whatever the file's size: an 845-byte remote expose chunk is 483
 * bytes as brotli (issue 8: sign-in → dashboard had no room for the 360 bytes).
 */
const ENCODING_HEADER_BYTES = 64;
const pays = (content, compressed) => content.length - compressed.length > ENCODING_HEADER_BYTES;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside each compressible file of `dir`; returns how many. */
export async function precompressDir(dir) {
  let count = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: 9 }),
    ]);
    if (!pays(content, br)) continue;
    // The gzip copy too (clients without brotli), when it pays for its headers as well.
    await Promise.all([writeFile(`${file}.br`, br), pays(content, gz) && writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

/** Rspack plugin: after a production build has written its files, precompress the output folder. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      await precompressDir(compilation.outputOptions.path ?? compiler.options.output.path);
    });
  }
}
