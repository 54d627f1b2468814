import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy the test controls, to take PostgreSQL or Redis away from the API for real (no mocks): the API
 * connects to the proxy, the proxy forwards to the real server until `cut()`.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string;
  /**
   * Drops every open connection (as a crashed server or a broken network would) and handles new ones by
   * `mode`: 'refuse' closes them at once; 'blackhole' (default) accepts and never answers, like a host
   * that went silent: only a client with a timeout notices.
   */
  cut(mode?: 'refuse' | 'blackhole'): void;
  /**
   * Cuts (as `cut(mode)`) the moment a client sends bytes containing `marker`, before they reach the server:
   * a transaction is interrupted exactly between two statements. Resolves once it has cut.
   */
  cutWhenClientSends(marker: string, mode?: 'refuse' | 'blackhole'): Promise<void>;
  /**
   * A network partition: every byte either way is held (not forwarded, not dropped) and every socket stays open,
   * so neither side sees an error; new connections are accepted and held too. Only a client with its own
   * timeouts notices.
   */
  hold(): void;
  /** Ends the partition: the held bytes and connections go through, as a healed network delivers them. */
  heal(): void;
  /** Forwards new connections again (blackholed ones are dropped, so their clients reconnect). */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'refuse' | 'blackhole' = 'open';
  const open = new Set<Socket>();
  /** While held: the paused sockets, and the connections accepted meanwhile (forwarded once healed). */
  let held: { paused: Socket[]; waiting: Socket[] } | undefined;
  let trigger: { marker: Buffer; mode: 'refuse' | 'blackhole'; tripped: () => void } | undefined;

  const dropAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };

  const forward = (client: Socket) => {
    const upstream = createConnection(target);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk: Buffer) => {
      if (trigger && chunk.includes(trigger.marker)) {
        const tripped = trigger;
        trigger = undefined;
        mode = tripped.mode;
        dropAll();
        tripped.tripped();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
  };

  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'refuse') return client.destroy();
    if (mode === 'blackhole') return; // held open, never forwarded
    if (held) {
      client.pause();
      held.waiting.push(client);
      return;
    }
    forward(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    rewrite(url) {
      const rewritten = new URL(url);
      rewritten.hostname = '127.0.0.1';
      rewritten.port = String(port);
      return rewritten.toString();
    },
    cut(next = 'blackhole') {
      mode = next;
      dropAll();
    },
    cutWhenClientSends(marker, next = 'refuse') {
      return new Promise<void>((tripped) => {
        trigger = { marker: Buffer.from(marker), mode: next, tripped };
      });
    },
    hold() {
      // Paused sockets read nothing: what either side writes waits in the kernel's buffers, unanswered.
      held = { paused: [...open], waiting: [] };
      for (const socket of held.paused) socket.pause();
    },
    heal() {
      const was = held;
      held = undefined;
      for (const socket of was?.paused ?? []) socket.resume();
      for (const client of was?.waiting ?? []) {
        if (client.destroyed) continue;
        forward(client);
        client.resume();
      }
    },
    restore() {
      trigger = undefined;
      mode = 'open';
      dropAll();
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** host and port of a URL such as postgres://user@127.0.0.1:5432/db (defaults to `defaultPort`). */
export function hostPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
}
