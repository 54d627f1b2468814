import { createStandaloneConfig } from '@stol/config/rspack';

// The guest site (issue 12): a standalone app, not federated; /remotes.json carries its API URL at runtime
// (the dev server answers it from config.local.json, as `npm run serve` does through stol-serve).
export default createStandaloneConfig({
  dirname: import.meta.dirname,
  port: 3100,
  configFile: 'config.local.json',
  // Issue 12 §1: the app shell for returning guests, never API answers (src/sw/cache-rules.ts).
  serviceWorker: './src/sw/service-worker.ts',
});
