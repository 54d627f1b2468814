import { createRequire } from 'node:module';
import path from 'node:path';
import { createFederatedConfig, mantineStylesPlugin } from '@stol/config/rspack';

// The host: no build-time remotes; it reads remotes.json at runtime (the dev server answers it from
// remotes.local.json, as `npm run serve` does through stol-serve).
const config = createFederatedConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  port: 3000,
  role: 'host',
  title: 'Stol',
  remotesFile: 'remotes.local.json',
});

// The folder of Mantine's per-component stylesheets, for src/styles/back-office-styles.ts (the package's
// `exports` name its files, not the folder a context needs).
const mantineStyles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
  'styles',
);
config.resolve.alias = { ...config.resolve.alias, 'mantine-core-styles$': mantineStyles };
// …narrowed to the components the monorepo uses and those they render inside (issue 8 §1).
const stylesPlugin = mantineStylesPlugin(import.meta.dirname);
if (stylesPlugin) config.plugins.push(stylesPlugin);

export default config;
