import { jest } from '@jest/globals';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '../rspack/precompress.mjs';
import { remotesJsonMiddleware, startStaticServer } from './static-server.mjs';

const manifest = { apiUrl: 'http://localhost:4000', remotes: [] };

let dir: string;
let remotesFile: string;
const servers: Server[] = [];

async function serve(options: { spa?: boolean; remotesFile?: string; env?: Record<string, string> } = {}) {
  const server: Server = await startStaticServer({ dir, port: 0, host: '127.0.0.1', env: {}, ...options });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return (pathname: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${pathname}`, init);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stol-serve-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(dir, 'mf-manifest.json'), '{"id":"mfe_dashboard"}');
  await writeFile(path.join(dir, 'remoteEntry.js'), 'var mfe_dashboard;');
  await writeFile(path.join(dir, 'main.3f9a1c2b.js'), 'console.log(1)');
  remotesFile = path.join(dir, 'remotes.local.json');
  await writeFile(remotesFile, JSON.stringify(manifest));
});

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a compressed copy whenever it saves more than its headers cost, small files included', async () => {
    const small = path.join(dir, 'expose.1a2b3c4d.js');
    // About 850 bytes like a remote's expose chunk: brotli makes it about half.
    await writeFile(
      small,
      `export const keys = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => `./Part${i}.css`))};`,
    );
    await precompressDir(dir);
    expect((await stat(`${small}.br`)).size).toBeLessThan((await stat(small)).size - 64);
    // A few bytes gain nothing: no copies, the original is sent.
    await expect(stat(path.join(dir, 'main.3f9a1c2b.js.br'))).rejects.toThrow();
    await expect(stat(path.join(dir, 'main.3f9a1c2b.js.gz'))).rejects.toThrow();
  });
});

describe('stol-serve', () => {
  it('sends the build’s brotli or gzip copy to browsers that accept it, with Vary, and the original otherwise', async () => {
    const chunk = `console.log(${JSON.stringify('stol '.repeat(2000))});`;
    await writeFile(path.join(dir, 'big.0a1b2c3d.js'), chunk);
    expect(await precompressDir(dir)).toBeGreaterThanOrEqual(1);
    await serve();
    const { port } = servers[servers.length - 1]!.address() as AddressInfo;
    // fetch would decode by itself: read the raw bytes through node:http instead.
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/big.0a1b2c3d.js', headers: { 'Accept-Encoding': encoding } },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (c: Buffer) => parts.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.length).toBeLessThan(chunk.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(chunk);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(chunk);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(chunk);
  });

  it('answers GET /health with 200', async () => {
    const get = await serve();
    const res = await get('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('sends CORS headers on files, so the shell can fetch a remote manifest from another origin', async () => {
    const get = await serve();
    const res = await get('/mf-manifest.json', { headers: { Origin: 'http://localhost:3000' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ id: 'mfe_dashboard' });
  });

  it('answers a CORS preflight', async () => {
    const get = await serve();
    const res = await get('/mf-manifest.json', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('*');
  });

  it('keeps the preflight-only CORS headers off ordinary answers (bytes on every script of a cold page)', async () => {
    const get = await serve();
    const res = await get('/mf-manifest.json', { headers: { Origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('never caches files that name other files, and caches hashed chunks for a year', async () => {
    const get = await serve({ remotesFile });
    for (const file of ['/mf-manifest.json', '/remoteEntry.js', '/index.html', '/remotes.json']) {
      expect([file, (await get(file)).headers.get('cache-control')]).toEqual([file, 'no-cache']);
    }
    expect((await get('/main.3f9a1c2b.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answers /remotes.json from --remotes-file', async () => {
    const get = await serve({ remotesFile });
    const res = await get('/remotes.json');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual(manifest);
  });

  it('prefers env REMOTES_JSON over the file (runtime configuration without rebuilding)', async () => {
    const override = {
      apiUrl: 'https://api.example.test',
      remotes: [{ name: 'mfe_dashboard', entry: 'https://d.example.test/mf-manifest.json' }],
    };
    const get = await serve({ remotesFile, env: { REMOTES_JSON: JSON.stringify(override) } });
    expect(await (await get('/remotes.json')).json()).toEqual(override);
  });

  it('answers 500 when REMOTES_JSON is not JSON instead of serving a broken manifest', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = await serve({ remotesFile, env: { REMOTES_JSON: '{not json' } });
    expect((await get('/remotes.json')).status).toBe(500);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('answers 404 for /remotes.json when no remotes configuration is given', async () => {
    const get = await serve();
    expect((await get('/remotes.json')).status).toBe(404);
  });

  it('falls back to index.html for client-side routes with --spa', async () => {
    const get = await serve({ spa: true });
    const res = await get('/admin/reservations');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>app</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not fall back for missing files, nor for routes without --spa', async () => {
    const spa = await serve({ spa: true });
    expect((await spa('/missing.4b1d2c3e.js')).status).toBe(404);
    const plain = await serve();
    expect((await plain('/admin')).status).toBe(404);
  });

  it('offers the same /remotes.json answer as dev-server middleware, passing other paths on', async () => {
    const middleware = remotesJsonMiddleware({ remotesFile, env: {} });
    const server = createServer((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 418; // "next" was called: the dev server would handle it
        res.end();
      }),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await (await fetch(`http://127.0.0.1:${port}/remotes.json`)).json()).toEqual(manifest);
    expect((await fetch(`http://127.0.0.1:${port}/main.js`)).status).toBe(418);
  });
});
