#!/usr/bin/env node
// `npm run build -w @stol/api`: the API as plain JavaScript for production (api/dist/main.js + source map), so a
// start runs node on it instead of transpiling every file through tsx, and CPU profiles point at real lines.
//
// One esbuild bundle of src/main.ts: the workspace packages (@stol/contracts, TypeScript source without a build of
// its own) are compiled into it; every other package stays external and is loaded from node_modules as usual (native
// argon2, PGlite's wasm files, MikroORM). The migrations are in the bundle too: MikroORM gets them as an explicit
// list (src/migrations/index.ts), never by reading a folder. Type checking is `npm run typecheck`.
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
// --outdir=<folder> (tests build a copy of their own, so a parallel `turbo run build` never swaps it under them).
const outdirArg = process.argv.find((arg) => arg.startsWith('--outdir='));
const outdir = outdirArg ? resolve(outdirArg.slice('--outdir='.length)) : join(api, 'dist');
rmSync(outdir, { recursive: true, force: true });

/** Bare imports stay external (node_modules at run time), except the workspace's own packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@stol/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: api,
  entryPoints: { main: 'src/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // Names stay as written (no minifying), without tsx's keepNames wrappers (a __name call per closure).
  keepNames: false,
  plugins: [externalPackages],
  logLevel: 'warning',
});

// MikroORM records each migration by its name: each migration states it (`override name = '…'`), since a bundler
// may rename classes and a server that saw new names would run the migrations again. Checked here on the bundle.
const bundle = readFileSync(join(outdir, 'main.js'), 'utf8');
const migrations = readdirSync(join(api, 'src/migrations'))
  .filter((file) => /^Migration\d+_\w+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''));
const unnamed = migrations.filter((name) => !bundle.includes(`name = "${name}";`));
if (unnamed.length > 0) {
  console.error(`api build: migrations without their own name (override name = '…'): ${unnamed.join(', ')}`);
  process.exit(1);
}
console.warn(
  `api build: ${relative(api, join(outdir, 'main.js'))} (${Math.round(bundle.length / 1024)} kB, ${migrations.length} migrations)`,
);
