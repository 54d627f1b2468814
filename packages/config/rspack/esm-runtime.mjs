// The Module Federation runtime from its ES module files (issue 8 §1). Rspack's federation plugin finds the
// runtime with Node's `require.resolve`, which picks each package's CommonJS build (`dist/*.cjs`): CommonJS
// cannot be tree-shaken or scope-hoisted, so every page carried the whole SDK (its Node.js helpers, the
// manifest-to-snapshot converter, the logger…) in the shell's main chunk and again in each remoteEntry.js.
// The same packages ship an ES module build beside it (`dist/*.js`, same version, same code); this points the
// runtime's imports at that one, so the bundler keeps only what the runtime uses.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const CJS_RUNTIME_FILE = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** `…/dist/x.cjs` → its ES module sibling `…/dist/x.js` (or `.mjs`), or the path unchanged when there is none. */
export function esmSibling(file) {
  if (!CJS_RUNTIME_FILE.test(file)) return file;
  for (const ext of ['.js', '.mjs']) {
    const candidate = file.replace(/\.cjs$/, ext);
    if (existsSync(candidate)) return candidate;
  }
  return file;
}

/**
 * resolve.alias entries (the federation plugin aliases these two names to their `.cjs` files; an app's own
 * alias wins) and a plugin that swaps the bundler runtime's absolute `.cjs` path for its ES module sibling.
 */
export function esmFederationRuntime(rspack, dirname) {
  const require = createRequire(`${dirname}/package.json`);
  const alias = Object.fromEntries(
    ['@module-federation/runtime', '@module-federation/runtime-tools'].map((name) => [
      name,
      esmSibling(require.resolve(name)),
    ]),
  );
  const plugin = new rspack.NormalModuleReplacementPlugin(CJS_RUNTIME_FILE, (resource) => {
    if (resource.request) resource.request = esmSibling(resource.request);
  });
  return { alias, plugin };
}
