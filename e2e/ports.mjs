// Ports of the composed system under test (distinct from the dev defaults 4000/3000/3001).
export const E2E_PORTS = {
  API_PORT: 4400,
  SHELL_PORT: 3400,
  MFE_DASHBOARD_PORT: 3401,
  MFE_RESERVATIONS_PORT: 3403,
};
export const SHELL_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
export const API_URL = `http://localhost:${E2E_PORTS.API_PORT}`;
export const DASHBOARD_ORIGIN = `http://localhost:${E2E_PORTS.MFE_DASHBOARD_PORT}`;
export const RESERVATIONS_ORIGIN = `http://localhost:${E2E_PORTS.MFE_RESERVATIONS_PORT}`;
