// Ports of the composed system under test (distinct from the dev defaults 4000/3000/3001).
// E2E_PORT_OFFSET moves the whole stack (and its database, see scripts/e2e-stack.mjs), so two checkouts on
// one machine can run their suites at the same time.
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  API_PORT: 4400 + E2E_PORT_OFFSET,
  SHELL_PORT: 3400 + E2E_PORT_OFFSET,
  MFE_DASHBOARD_PORT: 3401 + E2E_PORT_OFFSET,
  MFE_FLOORPLAN_PORT: 3402 + E2E_PORT_OFFSET,
  MFE_RESERVATIONS_PORT: 3403 + E2E_PORT_OFFSET,
  GUEST_SITE_PORT: 3404 + E2E_PORT_OFFSET,
  // After the guest site's 3404: the remotes came first and the guest site took the next free port.
  MFE_SETTINGS_PORT: 3405 + E2E_PORT_OFFSET,
  MFE_ANALYTICS_PORT: 3406 + E2E_PORT_OFFSET,
  MAIL_SMTP_PORT: 1425 + E2E_PORT_OFFSET,
  MAIL_WEB_PORT: 1480 + E2E_PORT_OFFSET,
  /** The fake SMS provider of the e2e stack (not an env variable of the API: it gets TWILIO_API_URL). */
  SMS_PROVIDER_PORT: 5400 + E2E_PORT_OFFSET,
};
/** The PostgreSQL database the stack creates under TEST_DATABASE_URL (scripts/e2e-stack.mjs). */
export const E2E_DATABASE = E2E_PORT_OFFSET ? `stol_e2e_${E2E_PORT_OFFSET}` : 'stol_e2e';
export const SHELL_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
export const API_URL = `http://localhost:${E2E_PORTS.API_PORT}`;
export const DASHBOARD_ORIGIN = `http://localhost:${E2E_PORTS.MFE_DASHBOARD_PORT}`;
export const RESERVATIONS_ORIGIN = `http://localhost:${E2E_PORTS.MFE_RESERVATIONS_PORT}`;
export const FLOORPLAN_ORIGIN = `http://localhost:${E2E_PORTS.MFE_FLOORPLAN_PORT}`;
export const SETTINGS_ORIGIN = `http://localhost:${E2E_PORTS.MFE_SETTINGS_PORT}`;
export const ANALYTICS_ORIGIN = `http://localhost:${E2E_PORTS.MFE_ANALYTICS_PORT}`;
/**
 * The guest site. The stack gives the API this as PUBLIC_SITE_URL, so the seed's hub (restaurants 1 and 2) is
 * served here and links in emails lead here; restaurant 3 lives at the same port under 127.0.0.1.
 */
export const GUEST_SITE_ORIGIN = `http://localhost:${E2E_PORTS.GUEST_SITE_PORT}`;
/** The mail catcher's web API (maildev): every email the stack's API sends lands there. */
export const MAIL_WEB_URL = `http://127.0.0.1:${E2E_PORTS.MAIL_WEB_PORT}`;
export const SMS_PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.SMS_PROVIDER_PORT}`;
