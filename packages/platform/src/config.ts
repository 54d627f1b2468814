/**
 * Runtime configuration of the platform. The API URL is not baked into any build: the shell reads it from
 * remotes.json (and a remote's standalone bootstrap passes its own) before the first request is made.
 */
export interface TPlatformConfig {
  apiUrl: string;
}

let config: TPlatformConfig | null = null;

export function configurePlatform(next: TPlatformConfig): void {
  // A trailing slash would make `${apiUrl}/auth/login` a double slash on some servers.
  config = { apiUrl: next.apiUrl.replace(/\/+$/, '') };
}

export function getApiUrl(): string {
  if (!config)
    throw new Error('@stol/platform: configurePlatform({ apiUrl }) must be called before the first request');
  return config.apiUrl;
}

export function isPlatformConfigured(): boolean {
  return config !== null;
}
