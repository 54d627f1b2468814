// Standalone development only: the shell never loads this file, it loads ./App and provides everything.
import { mountStandalone } from '@stol/ui/standalone';
import App from './App';

// process.env.STOL_API_URL is replaced at build time by DefinePlugin (rspack.config.mjs).
mountStandalone(App, {
  name: 'mfe-analytics',
  apiUrl: process.env.STOL_API_URL ?? 'http://localhost:4000',
});
