import autocannon from 'autocannon';

export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
  /**
   * Paths to spread the requests over instead of the url's own: consecutive requests (across all
   * connections) take paths a large prime apart, so concurrent requests rarely ask for the same thing.
   */
  rotatePaths?: string[];
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Responses outside 2xx, connection errors and timeouts: any of them makes the scenario a failure. */
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

function run(target: LoadTarget, connections: number, duration: number) {
  const paths = target.rotatePaths;
  let next = 0;
  const requests = paths?.length
    ? [
        {
          setupRequest: (request: { path?: string }) => {
            next = (next + 7919) % paths.length;
            return { ...request, path: paths[next] };
          },
        },
      ]
    : undefined;
  return autocannon({
    url: target.url,
    headers: target.headers,
    requests,
    connections,
    duration,
    timeout: 10,
  });
}

/**
 * One scenario under steady load: an unmeasured warm-up (JIT, pools, PostgreSQL's caches), then the
 * measured run. autocannon keeps `connections` requests in flight at all times (closed loop), so req/s
 * is the server's throughput at that concurrency and the percentiles its latency under it.
 */
export async function measure(
  target: LoadTarget,
  options: { connections: number; durationSeconds: number; warmupSeconds: number },
): Promise<LoadFigures> {
  await run(target, options.connections, options.warmupSeconds);
  const result = await run(target, options.connections, options.durationSeconds);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result['2xx'] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
  };
}
