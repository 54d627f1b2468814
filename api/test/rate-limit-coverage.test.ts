import { RATE_LIMIT_POLICIES } from '../src/http/rate-limits';
import { routeKey } from '../src/http/route-registry';
import { ROUTES } from '../src/http/routes';

/**
 * Guard: a public route that writes (or, through POST, looks something up by a token or code) is where abuse
 * happens, so each one must name an abuse limit. A later public write that forgets it fails here.
 */
const WRITE_METHODS = new Set(['post', 'patch', 'put', 'delete']);

it('every public write route declares at least one rate limit', () => {
  const publicWrites = ROUTES.filter((r) => r.access === 'public' && WRITE_METHODS.has(r.method));
  expect(publicWrites.length).toBeGreaterThan(0);
  const unlimited = publicWrites.filter((r) => !r.rateLimits?.length).map(routeKey);
  expect(unlimited).toEqual([]);
});

it('routes name only declared policies', () => {
  const unknown = ROUTES.flatMap((r) =>
    (r.rateLimits ?? []).filter((name) => !(name in RATE_LIMIT_POLICIES)),
  );
  expect(unknown).toEqual([]);
});

it('login counts per IP + email, per IP and per email', () => {
  const login = ROUTES.find((r) => routeKey(r) === 'POST /auth/login');
  expect(login?.rateLimits).toEqual(['loginPerIpEmail', 'loginPerIp', 'loginPerEmail']);
});
