/**
 * The API URL is runtime configuration, as for the shell: stol-serve answers /remotes.json from REMOTES_JSON
 * (or --remotes-file); only its apiUrl is read here.
 */
export async function loadApiUrl(): Promise<string> {
  // Default cache mode, so the request matches index.html's preload of it; the server answers it with
  // Cache-Control: no-cache, so a changed configuration is still read on the next load.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const config = (await response.json()) as { apiUrl?: unknown };
  if (typeof config.apiUrl !== 'string' || config.apiUrl === '')
    throw new Error('/remotes.json has no apiUrl');
  return config.apiUrl;
}
