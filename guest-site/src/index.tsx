import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client';
import { loadSiteConfig } from './api/load-config';
import { App } from './App';
import { initI18n } from './i18n/i18n';
import { configureSpecialHosts } from './routes/special-hosts';
import { registerServiceWorker } from './sw/register';
import './styles.css';

initI18n();
registerServiceWorker();
const root = createRoot(document.getElementById('root')!);
loadSiteConfig()
  .then(({ apiUrl, hosts }) => {
    configureApi({ apiUrl });
    configureSpecialHosts(hosts);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<p role="alert">Stol is not configured (remotes.json).</p>);
  });
