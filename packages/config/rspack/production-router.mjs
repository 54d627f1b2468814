// react-router's production build in production bundles (issue 22, sign-in weight). Its package.json exports
// only `dist/development` (no "production" condition), whose one difference from `dist/production` is
// `ENABLE_DEV_WARNINGS = true`: the minifier then keeps every development warning, about 1 KiB compressed on
// each back-office page. The production build beside it is the same version and code with the warnings off.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** resolve.alias entry pointing `react-router` at its production build, or none in development builds. */
export function productionRouterAlias(dirname, production) {
  if (!production) return {};
  let manifest;
  try {
    manifest = createRequire(`${dirname}/package.json`).resolve('react-router/package.json');
  } catch {
    return {}; // an app without the router
  }
  const entry = path.join(path.dirname(manifest), 'dist/production/index.mjs');
  return existsSync(entry) ? { 'react-router$': entry } : {};
}
