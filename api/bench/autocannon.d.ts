/**
 * The part of autocannon 9's programmatic API the bench uses (the package ships no types and
 * @types/autocannon would be one more dependency for a handful of fields).
 */
declare module 'autocannon' {
  interface RequestParams {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    /** Called before each request is sent; returns the (changed) request. */
    setupRequest?: (request: RequestParams, context: object) => RequestParams;
  }

  interface Options {
    url: string;
    /** Requests each connection cycles through (instead of GET url). */
    requests?: RequestParams[];
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Total requests instead of a duration. */
    amount?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total?: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds, 2xx responses only. */
    latency: Histogram;
    /** Requests per second, sampled each second. */
    requests: Histogram & { sent: number };
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
