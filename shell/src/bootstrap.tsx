// Only the first screen's styles; the signed-in layout brings the rest, mfe-reservations the date pickers'.
import './styles/login-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configurePlatform, initI18n, PlatformProvider } from '@stol/platform';
import { UiProvider } from '@stol/ui';
import { registerShellTranslations } from './i18n/shell-translations';
import { loadManifest } from './manifest/load-manifest';
import { ManifestErrorScreen } from './manifest/ManifestErrorScreen';
import { createFederationLoader } from './remotes/federation-loader';
import { RemoteRegistry } from './remotes/remote-registry';
import { ShellApp } from './ShellApp';
import { ShellProviders } from './ShellProviders';

async function start(): Promise<void> {
  initI18n();
  registerShellTranslations();
  const root = createRoot(document.getElementById('root')!);

  const result = await loadManifest();
  if (!result.ok) {
    console.error('remotes.json is unusable', result.detail);
    // Without a valid manifest there is no API URL; the providers below make no request, so they still work.
    root.render(
      <PlatformProvider>
        <UiProvider>
          <ManifestErrorScreen reason={result.reason} detail={result.detail} />
        </UiProvider>
      </PlatformProvider>,
    );
    return;
  }

  configurePlatform({ apiUrl: result.manifest.apiUrl });
  const registry = new RemoteRegistry(result.manifest, createFederationLoader(result.manifest));
  root.render(
    <StrictMode>
      <ShellProviders registry={registry}>
        <ShellApp />
      </ShellProviders>
    </StrictMode>,
  );
}

void start();
