// Standalone development only: the shell never loads this file, it loads ./App and provides everything.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { configurePlatform, initI18n, PlatformProvider } from '@stol/platform';
import { UiProvider } from '@stol/ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { StandaloneApp } from './standalone/StandaloneApp';

// Replaced at build time by the preset's DefinePlugin (STOL_API_URL, default http://localhost:4000).
configurePlatform({ apiUrl: process.env.STOL_API_URL ?? 'http://localhost:4000' });
initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('mfe-reservations: #root is missing from index.html');

createRoot(root).render(
  <PlatformProvider>
    <UiProvider>
      <BrowserRouter>
        <StandaloneApp />
      </BrowserRouter>
    </UiProvider>
  </PlatformProvider>,
);
