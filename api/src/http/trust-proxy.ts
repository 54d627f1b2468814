/**
 * Express's 'trust proxy' setting from TRUST_PROXY. The client IP (rate limits, logs) comes from
 * X-Forwarded-For only through proxies trusted here; anybody can send that header, so by default it is ignored.
 *
 * - unset, '', 'false', '0' → false: the socket's peer address is the client.
 * - a hop count ('1', '2'): that many proxies in front of the API (the usual load balancer setup).
 * - addresses / subnets / Express's names ('loopback', '10.0.0.0/8, 172.16.0.1'): trust those proxies.
 * - 'true' is refused: it would trust every hop, letting any client pick its own IP.
 */
export type TrustProxy = false | number | string;

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For a client sends; set the number of proxies in front of the API (e.g. 1)',
    );
  }
  return value;
}
