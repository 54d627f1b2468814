import { readSpecialHosts, type TSpecialHosts } from '../routes/special-hosts';

/**
 * The runtime configuration, as for the shell: stol-serve answers /remotes.json from REMOTES_JSON (or
 * --remotes-file). The guest site reads its apiUrl and the special hostnames of guest spec §2.1.
 */
export async function loadSiteConfig(): Promise<{ apiUrl: string; hosts: TSpecialHosts }> {
  // Default cache mode, so the request matches index.html's preload of it; the server answers it with
  // Cache-Control: no-cache, so a changed configuration is still read on the next load.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const config = (await response.json()) as Record<string, unknown>;
  if (typeof config.apiUrl !== 'string' || config.apiUrl === '')
    throw new Error('/remotes.json has no apiUrl');
  return { apiUrl: config.apiUrl, hosts: readSpecialHosts(config) };
}
