/**
 * The API URL is runtime configuration, as for the shell: stol-serve answers /remotes.json from REMOTES_JSON
 * (or --remotes-file); only its apiUrl is read here.
 */
export async function loadApiUrl(): Promise<string> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const config = (await response.json()) as { apiUrl?: unknown };
  if (typeof config.apiUrl !== 'string' || config.apiUrl === '')
    throw new Error('/remotes.json has no apiUrl');
  return config.apiUrl;
}
