import type { Express } from 'express';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { createHttpServer } from '../../src/http/http-server';
import type { AddressInfo } from 'node:net';

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no URL normalisation, so malformed percent-encoding reaches the server. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * The app on a real port, spoken to with node:http over kept-alive connections: byte-exact requests (any
 * path, header or body a client could send) and thousands of them quickly, unlike supertest's server per call.
 */
export async function listenRaw(app: Express) {
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const send = (req: RawRequest): Promise<RawResponse> =>
    new Promise((resolve, reject) => {
      const body = req.body === undefined ? undefined : Buffer.from(req.body);
      const headers = { ...req.headers };
      if (body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) {
        headers['Content-Length'] = String(body.length);
      }
      const outgoing = request(
        { host: '127.0.0.1', port, method: req.method, path: req.path, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return {
    port,
    send,
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
