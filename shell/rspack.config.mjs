import { createFederatedConfig } from '@stol/config/rspack';

// The host: no build-time remotes; it reads remotes.json at runtime (the dev server answers it from
// remotes.local.json, as `npm run serve` does through stol-serve).
export default createFederatedConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  port: 3000,
  role: 'host',
  title: 'Stol',
  remotesFile: 'remotes.local.json',
});
