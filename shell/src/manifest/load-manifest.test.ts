import { loadManifest } from './load-manifest';

const respond = (body: unknown, status = 200): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('remotes.json', () => {
  it('accepts a valid manifest', async () => {
    const manifest = {
      apiUrl: 'http://localhost:4000',
      remotes: [{ name: 'mfe_dashboard', entry: 'http://localhost:3001/mf-manifest.json' }],
    };
    expect(await loadManifest('/remotes.json', respond(manifest))).toEqual({ ok: true, manifest });
  });

  it('rejects an unknown remote name and a missing apiUrl, naming the fields', async () => {
    const result = await loadManifest(
      '/remotes.json',
      respond({ remotes: [{ name: 'mfe_nope', entry: 'x' }] }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe('invalid');
    expect(result.detail).toContain('apiUrl');
    expect(result.detail).toContain('remotes.0.name');
  });

  it('reports an unreachable manifest', async () => {
    expect(await loadManifest('/remotes.json', respond({}, 404))).toMatchObject({
      ok: false,
      reason: 'unreachable',
    });
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await loadManifest('/remotes.json', failing)).toMatchObject({ ok: false, reason: 'unreachable' });
  });

  it('gives up on a server that accepts and never answers', async () => {
    // Like fetch: pending until its signal aborts.
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    expect(await loadManifest('/remotes.json', hanging, 50)).toMatchObject({
      ok: false,
      reason: 'unreachable',
    });
  });
});
