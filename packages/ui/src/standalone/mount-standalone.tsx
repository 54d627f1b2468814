// Standalone development of a remote: the shell never loads this, it loads the remote's ./App and provides
// the store, i18n and Mantine itself. Every remote's bootstrap calls mountStandalone, so the harness exists once.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { configurePlatform, initI18n, PlatformProvider } from '@stol/platform';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { UiProvider } from '../provider/UiProvider';
import { StandaloneApp, type TRemoteApp } from './StandaloneApp';
import './translations';

export function mountStandalone(App: TRemoteApp, { name, apiUrl }: { name: string; apiUrl: string }) {
  configurePlatform({ apiUrl });
  initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error(`${name}: #root is missing from index.html`);
  createRoot(root).render(
    <PlatformProvider>
      <UiProvider>
        <BrowserRouter>
          <StandaloneApp App={App} name={name} />
        </BrowserRouter>
      </UiProvider>
    </PlatformProvider>,
  );
}
