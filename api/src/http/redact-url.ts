/**
 * Request URLs as the logs may keep them. A guest link's token is the guest's whole credential (it alone can read,
 * modify or cancel a booking), and a hold id releases a hold: neither may reach a log line. Tokens travel in the
 * path (`/public/reservations/<token>`, `/public/reviews/<token>`, the guest site's `/cancel/<token>`, …) or in
 * the query (`?token=…`, `?holdId=…`); both are replaced by `[REDACTED]`, the rest of the URL stays readable.
 */
export const REDACTED = '[REDACTED]';

/**
 * Path segments that carry a token, as `prefix` → the segment after it. A segment after `reservations` is a token
 * unless it is one of the fixed sub-paths (`/public/reservations/cancel`); ids of the back office (`/reservations/12`)
 * are not under `/public/` and stay.
 */
const TOKEN_IN_PATH =
  /(\/public\/(?:reservations|reviews)\/|\/(?:cancel|modify|accept|reset|review|invite|holds)\/)(?!(?:cancel|modify|submit)(?:[/?#]|$))[^/?#]+/gi;

/** Query parameters whose value is a secret: guest-link and invitation tokens, hold ids, one-time codes. */
const SECRET_PARAMS = new Set(['token', 'holdid', 'code', 'otp', 'password']);

/** Query parameter pairs (`name=value`), each matched whole. */
const QUERY_PAIR = /([?&])([^=&#]*)=([^&#]*)/g;

/** The URL with every token it carries replaced; anything else is left as it came. */
export function redactUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  return (
    path.replace(TOKEN_IN_PATH, `$1${REDACTED}`) +
    rest.replace(QUERY_PAIR, (pair, sep: string, name: string) =>
      SECRET_PARAMS.has(safeDecode(name).toLowerCase()) ? `${sep}${name}=${REDACTED}` : pair,
    )
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
