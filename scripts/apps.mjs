// The one list of deployable front-end apps: start.mjs, the e2e stack and the README all follow it.
// Ports are defaults; each can be overridden with the env var named here.
export const API = { portEnv: 'API_PORT', port: 4000 };

/** The local mail catcher `npm start` runs when SMTP_URL is unset (maildev: SMTP in, web inbox out). */
export const MAIL_CATCHER = {
  smtp: { portEnv: 'MAIL_SMTP_PORT', port: 1025 },
  web: { portEnv: 'MAIL_WEB_PORT', port: 1080 },
};

export const FRONTENDS = [
  { pkg: '@stol/shell', dir: 'shell', portEnv: 'SHELL_PORT', port: 3000, spa: true },
  {
    pkg: '@stol/mfe-dashboard',
    dir: 'mfe-dashboard',
    portEnv: 'MFE_DASHBOARD_PORT',
    port: 3001,
    remote: 'mfe_dashboard',
  },
  {
    pkg: '@stol/mfe-floorplan',
    dir: 'mfe-floorplan',
    portEnv: 'MFE_FLOORPLAN_PORT',
    port: 3002,
    remote: 'mfe_floorplan',
  },
  {
    pkg: '@stol/mfe-reservations',
    dir: 'mfe-reservations',
    portEnv: 'MFE_RESERVATIONS_PORT',
    port: 3003,
    remote: 'mfe_reservations',
  },
  {
    pkg: '@stol/mfe-settings',
    dir: 'mfe-settings',
    portEnv: 'MFE_SETTINGS_PORT',
    port: 3004,
    remote: 'mfe_settings',
  },
  {
    pkg: '@stol/mfe-analytics',
    dir: 'mfe-analytics',
    portEnv: 'MFE_ANALYTICS_PORT',
    port: 3005,
    remote: 'mfe_analytics',
  },
  // The public guest site (issue 12): a standalone app, not a remote; /remotes.json gives it the API URL.
  {
    pkg: '@stol/guest-site',
    dir: 'guest-site',
    portEnv: 'GUEST_SITE_PORT',
    port: 3100,
    spa: true,
    guest: true,
  },
];

export const portOf = (app, env = process.env) => Number(env[app.portEnv] ?? app.port);

/**
 * remotes.json for the shell and the guest site, pointing at the remotes as this machine serves them. The guest
 * site also reads the special hostnames of guest spec §2.1 from it, when they are set.
 */
export function remotesManifest(env = process.env, host = 'http://localhost') {
  const shell = FRONTENDS.find((app) => app.dir === 'shell');
  const guestSite = FRONTENDS.find((app) => app.guest);
  const special = {
    adminHostname: env.GUEST_ADMIN_HOSTNAME,
    // The back office's address: the admin hostname sends the browser there, and an accepted invitation to its login.
    adminUrl: env.GUEST_ADMIN_URL ?? `${host}:${portOf(shell, env)}`,
    apiHostname: env.GUEST_API_HOSTNAME,
    hubFallbackHostname: env.GUEST_HUB_FALLBACK_HOSTNAME,
  };
  return {
    apiUrl: env.PUBLIC_API_URL ?? `${host}:${portOf(API, env)}`,
    // The guest site, as messages link to it: the back office's 'Forgot password?' opens its reset screen.
    guestSiteUrl: env.PUBLIC_SITE_URL ?? `${host}:${portOf(guestSite, env)}`,
    remotes: FRONTENDS.filter((app) => app.remote).map((app) => ({
      name: app.remote,
      entry: `${host}:${portOf(app, env)}/mf-manifest.json`,
    })),
    ...Object.fromEntries(Object.entries(special).filter(([, value]) => value)),
  };
}

export const DEMO_LOGINS = [
  ['superadmin@demo.test', 'superadmin'],
  ['manager@demo.test', 'restaurantmanager (premium, restaurants 1 and 2)'],
  ['admin@demo.test', 'restaurantadmin (restaurant 1)'],
  ['staff@demo.test', 'staff (restaurant 1)'],
];
export const DEMO_PASSWORD = 'demo1234';
