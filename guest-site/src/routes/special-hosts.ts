/**
 * The hostnames guest spec §2.1 treats specially, from the runtime configuration (/remotes.json): one shows the
 * back office (the guest site sends the browser to `adminUrl`), one shows the text 'Backend API', and one is a hub
 * even when the server cannot resolve it. Unset: no special hostnames. `adminUrl`, the back office's address, is
 * also where an accepted invitation goes to sign in (§2.9).
 */
export interface TSpecialHosts {
  adminHostname?: string;
  adminUrl?: string;
  apiHostname?: string;
  hubFallbackHostname?: string;
}

let hosts: TSpecialHosts = {};

export const configureSpecialHosts = (configured: TSpecialHosts) => {
  hosts = configured;
};
export const specialHosts = (): TSpecialHosts => hosts;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The special hostnames of a /remotes.json answer; anything missing or not a string is left unset. */
export function readSpecialHosts(config: Record<string, unknown>): TSpecialHosts {
  return {
    adminHostname: text(config.adminHostname),
    adminUrl: text(config.adminUrl),
    apiHostname: text(config.apiHostname),
    hubFallbackHostname: text(config.hubFallbackHostname),
  };
}
