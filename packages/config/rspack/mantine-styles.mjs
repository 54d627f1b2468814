// Which of @mantine/core's per-component stylesheets (`@mantine/core/styles/<Component>.css`) the monorepo needs
// (issue 8 §1): the components any workspace source or shared library imports (used-exports.mjs, the same list the
// shared @mantine/core is tree-shaken to), plus every component those render inside (found in Mantine's own ESM
// sources: a component folder importing `../Other/…`). The shell's signed-in stylesheet loads only these instead
// of every Mantine stylesheet, so a component a remote starts using is still styled without touching the shell.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { SHARED_SINGLETONS } from './shared.mjs';
import { monorepoUsedExports } from './used-exports.mjs';

/** Absolute folder of @mantine/core, resolved from `dirname` (an app's folder). */
function mantineCoreDir(dirname) {
  const require = createRequire(path.join(dirname, 'package.json'));
  // styles.css sits at the package root (its `exports` do not list package.json).
  return path.dirname(require.resolve('@mantine/core/styles.css'));
}

/** Component folder (esm/components/<Folder>) each export of @mantine/core's index comes from. */
function folderOfExport(coreDir) {
  const index = readFileSync(path.join(coreDir, 'esm', 'index.mjs'), 'utf8');
  const folders = new Map();
  for (const match of index.matchAll(/import \{([^}]*)\} from "\.\/components\/([A-Za-z]+)\//g))
    for (const name of match[1].split(',')) {
      const local = name.trim().split(/\s+as\s+/)[0];
      if (local) folders.set(local, match[2]);
    }
  return folders;
}

/** Other component folders a folder's modules import (`from "../Other/…"`), recursively through subfolders. */
function folderDependencies(folderPath) {
  const deps = new Set();
  for (const entry of readdirSync(folderPath, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/from "((?:\.\.\/)+)([A-Za-z]+)\//g)) {
      // Resolve relative to the file, keep it only if it lands in esm/components/<Folder>.
      const target = path.resolve(path.dirname(file), match[1], match[2]);
      if (path.dirname(target) === path.dirname(folderPath)) deps.add(path.basename(target));
    }
  }
  return deps;
}

/**
 * The stylesheet names (without `.css`) the given @mantine/core exports need, dependencies included.
 * Only names with a file in @mantine/core/styles are returned.
 */
export function mantineStylesFor(usedExports, dirname) {
  const coreDir = mantineCoreDir(dirname);
  const componentsDir = path.join(coreDir, 'esm', 'components');
  const folders = folderOfExport(coreDir);
  const queue = [...new Set(usedExports.map((name) => folders.get(name)).filter(Boolean))];
  const seen = new Set();
  while (queue.length > 0) {
    const folder = queue.pop();
    if (seen.has(folder)) continue;
    seen.add(folder);
    for (const dep of folderDependencies(path.join(componentsDir, folder)))
      if (!seen.has(dep)) queue.push(dep);
  }
  return [...seen].filter((name) => existsSync(path.join(coreDir, 'styles', `${name}.css`))).sort();
}

/**
 * Narrows the shell's `import.meta.webpackContext('mantine-core-styles', …)` (src/styles/back-office-styles.ts) to
 * the stylesheets mantineStylesFor names. Measured: the signed-in stylesheet 27 → 8 KiB compressed.
 */
export function mantineStylesPlugin(dirname) {
  const shared = SHARED_SINGLETONS.filter((name) => !name.startsWith('@stol/'));
  const used = monorepoUsedExports(['@mantine/core'], shared, dirname)['@mantine/core'];
  // null: some source uses @mantine/core in a way that cannot be listed; keep every stylesheet then.
  if (!used) return null;
  const names = mantineStylesFor(used, dirname);
  return new rspack.ContextReplacementPlugin(
    /(^mantine-core-styles$)|(@mantine[\\/]core[\\/]styles$)/,
    new RegExp(`^\\./(${names.join('|')})\\.css$`),
  );
}
