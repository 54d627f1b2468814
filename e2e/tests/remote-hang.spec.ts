import net from 'node:net';
import { expect, test } from './fixtures';
import { E2E_PORTS } from '../ports.mjs';
import { logIn, mainNav } from './helpers';

/** The shell's bound on a remote's load (shell/src/remotes/remote-registry.ts REMOTE_LOAD_TIMEOUT_MS). */
const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/**
 * A TCP server in front of the dashboard remote's origin: while `hanging`, it accepts every connection and never
 * answers (an origin that is up but stuck); otherwise it relays to the real origin.
 */
async function stuckOrigin() {
  const held = new Set<net.Socket>();
  const state = { hanging: true };
  const all = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    all.add(socket);
    socket.on('close', () => all.delete(socket));
    if (state.hanging) {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
      socket.on('error', () => undefined);
      return;
    }
    const upstream = net.connect(E2E_PORTS.MFE_DASHBOARD_PORT, 'localhost');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    recover() {
      state.hanging = false;
      for (const socket of held) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of all) socket.destroy(); // keep-alive connections of the browser too
      }),
  };
}

test('a remote whose origin accepts the connection and never answers shows the fallback with Retry within the bound', async ({
  page,
}) => {
  test.setTimeout(60_000); // the bound itself is 10 s
  const stuck = await stuckOrigin();
  try {
    // remotes.json as deployed, except that the dashboard lives behind the stuck origin.
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { remotes: { name: string; entry: string }[] };
      for (const remote of manifest.remotes) {
        if (remote.name === 'mfe_dashboard') remote.entry = `${stuck.origin}/mf-manifest.json`;
      }
      await route.fulfill({ response, json: manifest });
    });

    await logIn(page, 'superadmin@demo.test');
    const started = Date.now();
    await expect(page.getByText('Loading section…')).toBeVisible();

    const fallback = page.getByRole('alert').filter({ hasText: 'This section is unavailable right now' });
    await expect(fallback).toBeVisible({ timeout: REMOTE_LOAD_TIMEOUT_MS + 5_000 });
    const waited = Date.now() - started;
    expect(waited).toBeLessThan(REMOTE_LOAD_TIMEOUT_MS + 4_000);
    await expect(page.getByText('Loading section…')).toHaveCount(0);
    // The rest of the shell keeps working meanwhile.
    await expect(mainNav(page).getByRole('link', { name: 'Reports' })).toBeVisible();

    // The origin answers again: Retry really loads the section.
    stuck.recover();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  } finally {
    await stuck.close();
  }
});
