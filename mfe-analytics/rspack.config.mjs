import { createFederatedConfig } from '@stol/config/rspack';

export default createFederatedConfig({
  name: 'mfe_analytics',
  dirname: import.meta.dirname,
  port: 3005,
  role: 'remote',
  title: 'Stol · Analytics',
  exposes: { './App': './src/App.tsx' },
  // Standalone development only: the API this remote talks to when it runs without the shell.
  define: { 'process.env.STOL_API_URL': JSON.stringify(process.env.STOL_API_URL ?? 'http://localhost:4000') },
});
