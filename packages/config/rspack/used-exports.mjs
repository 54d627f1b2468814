// Which exports of a shared library the whole monorepo uses: the list every app's build keeps when it
// tree-shakes that library (shared.mjs, `treeShaking.usedExports`).
//
// Why one list for all apps: a singleton is loaded once, by whichever app loads first (the shell), and every
// remote then uses that copy. A copy shaken to the shell's own imports would lack what a remote imports
// (`Pagination`, `Table`…). So each build keeps the union of what any workspace source imports, plus what the
// other shared libraries import from it (@mantine/dates uses `Popover` from @mantine/core even if no app of
// ours does). Every app built from one commit then provides the same exports.
//
// Static named imports only: a namespace import or `export *` of the library makes it unshakeable, and the
// library is then shared whole (null), as before.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCE = /\.(?:tsx?|mjs|js)$/;

function* filesUnder(dir, skip = () => false) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !skip(full)) yield* filesUnder(full, skip);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/**
 * Workspaces a browser build can reach: the apps built with rspack (a `rspack.config.mjs`) and the workspace
 * packages they depend on, transitively. The API (Node, never bundled) is left out: its imports (zod's `z`
 * namespace, say) must not keep a shared library whole in the browser.
 */
function bundledWorkspaces(dirs) {
  const byName = new Map(
    dirs
      .filter((dir) => existsSync(path.join(dir, 'package.json')))
      .map((dir) => [JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name, dir]),
  );
  const reached = new Set();
  const visit = (dir) => {
    if (reached.has(dir)) return;
    reached.add(dir);
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }))
      if (byName.has(dep)) visit(byName.get(dep));
  };
  for (const dir of byName.values()) if (existsSync(path.join(dir, 'rspack.config.mjs'))) visit(dir);
  return dirs.filter((dir) => reached.has(dir));
}

/**
 * `src/` of every workspace a browser build reaches, tests left out as turbo.json's build inputs leave them
 * out: a cached build and a fresh one of the same inputs must keep the same exports.
 */
function workspaceSources() {
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => path.join(ROOT, pattern.slice(0, -2), e.name))
      : [path.join(ROOT, pattern)],
  );
  return bundledWorkspaces(dirs).flatMap((dir) =>
    [...filesUnder(path.join(dir, 'src'))].filter((file) => !/\.test\.tsx?$/.test(file)),
  );
}

/** An installed package's folder, found the way Node finds it (not through `exports`, which often hides package.json). */
function packageDir(name, fromDir) {
  const dir = createRequire(path.join(fromDir, 'package.json'))
    .resolve.paths(name)
    .map((modules) => path.join(modules, name))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error(`used-exports: ${name} is not installed for ${fromDir}`);
  return dir;
}

/** 'react-dom/client' → 'react-dom', '@reduxjs/toolkit/query' → '@reduxjs/toolkit'. */
export function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Named imports of `library` found in `files`, or null when one file uses it in a way that cannot be
 * shaken (namespace import, `export *`, default import of a library without a default export…).
 * `reexports(file)` answers for a file that does `export * from library`: the names it passes on (the used
 * exports of the shared entry that file is), `undefined` to ignore it (a file of an installed package that no
 * app loads), or null (unshakeable). Without it, any `export *` keeps the library whole.
 */
export function namedImports(library, files, reexports = () => null) {
  const from = `['"]${escape(library)}['"]`;
  const named = new RegExp(
    `(?:import|export)\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*${from}`,
    'g',
  );
  const unshakeable = new RegExp(
    `import\\s+\\*\\s+as\\s+[\\w$]+\\s+from\\s*${from}|import\\s*\\(\\s*${from}`,
  );
  const starExport = new RegExp(`export\\s+\\*\\s+from\\s*${from}`);
  const defaultImport = new RegExp(`import\\s+(?!type\\s)[\\w$]+\\s*(?:,|from\\s*${from})`);
  const used = new Set();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(library)) continue;
    if (unshakeable.test(text)) return null;
    if (starExport.test(text)) {
      const passed = reexports(file);
      if (passed === null) return null;
      for (const name of passed ?? []) used.add(name);
    }
    if (defaultImport.test(text)) used.add('default');
    for (const [statement, list] of text.matchAll(named)) {
      // `import type { X }` and `import { type X }` are erased by the compiler; only values reach the bundle.
      if (/^(?:import|export)\s+type\s/.test(statement)) continue;
      for (const spec of list
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
        .split(',')) {
        const trimmed = spec.trim();
        const name = trimmed.split(/\s+as\s+/)[0].trim();
        if (name && !/^type\s/.test(trimmed) && /^[\w$]+$/.test(name)) used.add(name);
      }
    }
  }
  return [...used].sort();
}

/**
 * The file the bundler loads for `request` (a package or one of its `exports` subpaths): the first
 * `exports` condition of a browser ES module build, in the package's own order, as rspack picks it.
 */
const CONDITIONS = new Set([
  'module-sync',
  'module',
  'import',
  'browser',
  'webpack',
  'production',
  'default',
]);
export function entryFile(request, packageDir) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const subpath = `.${request.slice(packageOf(request).length)}`;
  let target = typeof pkg.exports === 'string' && subpath === '.' ? pkg.exports : pkg.exports?.[subpath];
  if (!pkg.exports && subpath === '.') target = pkg.module ?? pkg.main ?? 'index.js';
  while (target && typeof target === 'object') {
    const key = Object.keys(target).find((condition) => CONDITIONS.has(condition));
    target = key ? target[key] : undefined;
  }
  return typeof target === 'string' ? path.join(packageDir, target) : null;
}

const cache = new Map();

/**
 * Libraries whose own package is not scanned: the files in zod that import 'zod' by name are its tests, its
 * TypeScript sources and the optional `zod/compile` entry, none of which any app imports.
 */
const OWN_PACKAGE_NOT_SCANNED = new Set(['zod']);

const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const NAMED_FROM_FILE = /(?:import|export)\s*\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const NAMED_FROM_PACKAGE = /(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]([^.'"][^'"]*)['"]/g;

/** A relative specifier resolved the way an ES module build spells it (with its extension), else null. */
function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return ['', '.mjs', '.js'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

/**
 * The files of a package that `entry` reaches through relative imports, starting only from the files that
 * define `names` when the entry re-exports them by name (@mantine/core's index: `import { Button } from
 * "./components/Button/Button.mjs"`). Null `names`, or a name the entry does not map to a file: the whole graph.
 */
export function reachableFiles(entry, names) {
  const text = readFileSync(entry, 'utf8');
  let start = [entry];
  if (names) {
    const fileOf = new Map();
    for (const [, list, specifier] of text.matchAll(NAMED_FROM_FILE))
      for (const spec of list.split(',')) {
        const [name, alias] = spec.trim().split(/\s+as\s+/);
        // `export { transitions as MANTINE_TRANSITIONS }`: the exported name is the alias.
        if (name) fileOf.set(alias ?? name, resolveRelative(entry, specifier));
      }
    // A name the entry takes from another package (@mantine/core's RemoveScroll, from react-remove-scroll)
    // starts no file of this one.
    const external = new Set();
    for (const [, list] of text.matchAll(NAMED_FROM_PACKAGE))
      for (const spec of list.split(',')) external.add(spec.trim().split(/\s+as\s+/)[0]);
    if (names.every((name) => fileOf.get(name) || external.has(name)))
      start = [...new Set(names.map((name) => fileOf.get(name)).filter(Boolean))];
  }
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolveRelative(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

/**
 * For each of `libraries`: the exports any workspace source or any of `sharedPackages` imports (sorted,
 * deterministic), or null when it must stay whole. `fromDir` is the app whose node_modules resolve them.
 * A shared library's files count only when its shared entries reach them through the exports the monorepo
 * uses (reachableFiles): @mantine/core's MaskInput and Splitter import `useMask` and `useSplitter`, but no app
 * uses them, so @mantine/hooks' copy need not keep them.
 * A shared entry that re-exports all of another (`export * from '@reduxjs/toolkit/query'` in RTK's query/react)
 * passes on the names its own users take from it.
 */
export function monorepoUsedExports(libraries, sharedPackages, fromDir) {
  const key = JSON.stringify([libraries, sharedPackages, fromDir]);
  if (cache.has(key)) return cache.get(key);
  const workspace = workspaceSources();
  // Deep shares ('react-dom/client') live in their package's folder ('react-dom').
  const packages = [...new Set(sharedPackages.map(packageOf))];
  const dirs = Object.fromEntries(packages.map((name) => [name, packageDir(name, fromDir)]));
  const entries = new Map(
    sharedPackages
      .map((request) => [entryFile(request, dirs[packageOf(request)]), request])
      .filter(([file]) => file && existsSync(file)),
  );
  // What a shared entry reaches, through the exports used of it (`known`), or its whole graph while unknown.
  // Not TypeScript a package ships beside its build (RTK's src/): rspack compiles none from node_modules.
  const reachedBy = (request, known) => {
    const entry = [...entries].find(([, r]) => r === request)?.[0];
    if (!entry) return [];
    return reachableFiles(entry, known.get(request) ?? null).filter(
      (file) => !/\.(?:d\.[cm]?ts|tsx?|map)$/.test(file),
    );
  };
  // One pass: each library's list, reading the other libraries' files as far as the previous pass's lists reach.
  const pass = (known) => {
    const results = new Map();
    const usedOf = (library) => {
      if (results.has(library)) return results.get(library);
      results.set(library, null); // a re-export cycle: keep it whole
      // The library's own package too: a subpath entry may import the main one by name (RTK's query does).
      const others = sharedPackages
        .filter((request) => request !== library)
        .filter(
          (request) => !(OWN_PACKAGE_NOT_SCANNED.has(library) && packageOf(request) === packageOf(library)),
        )
        .flatMap((request) => reachedBy(request, known));
      const reexports = (file) => (entries.has(file) ? usedOf(entries.get(file)) : null);
      const used = namedImports(library, [...new Set([...workspace, ...others])], reexports);
      results.set(library, used);
      return used;
    };
    return new Map(libraries.map((library) => [library, usedOf(library)]));
  };
  // From whole graphs down to lists that account for exactly the files they reach (a fixed point; the lists
  // only shrink from pass to pass).
  let known = new Map();
  for (let round = 0; round < 10; round++) {
    const next = pass(known);
    const same = libraries.every((l) => JSON.stringify(next.get(l)) === JSON.stringify(known.get(l)));
    known = next;
    if (same) break;
  }
  const result = Object.fromEntries(libraries.map((library) => [library, known.get(library)]));
  cache.set(key, result);
  return result;
}
