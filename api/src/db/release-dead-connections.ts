import type { Pool, PoolClient } from 'pg';

/**
 * Gives a pooled connection back when it dies while checked out.
 *
 * A transaction whose connection drops (PostgreSQL restarted, network cut) fails, and so does its rollback;
 * Kysely (under MikroORM) releases a transaction's connection only after a successful rollback, so the dead
 * connection would keep its pool slot forever. After `poolMax` such failures every request would wait for a
 * slot that never frees: the API would answer 503 until restarted, even with the database back.
 *
 * Here a checked-out connection that ends is released with an error (pg-pool then discards it and frees the
 * slot), and a later release by its holder is ignored.
 *
 * A query that timed out on the client (query_timeout: no answer, e.g. PostgreSQL's packets held by a network
 * partition) leaves its connection waiting for that answer, and pg would queue every later query behind it: such
 * a connection is closed at once, so it ends (and is released as above) instead of going back to the pool.
 */
export function releaseDeadConnections(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const patched = (...args: unknown[]): unknown => {
    if (args.length > 0) return connect(...args); // callback form: not used by Kysely, left as it is
    return (connect() as Promise<PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', onEnd);
        release(err);
      };
      const onEnd = () => releaseOnce(new Error('PostgreSQL connection ended while in use'));
      client.once('end', onEnd);
      client.release = releaseOnce;
      closeOnQueryTimeout(client);
      return client;
    });
  };
  Object.defineProperty(pool, 'connect', { value: patched });
}

const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';
const WATCHED = new WeakSet<PoolClient>();

/** Wraps the client's promise queries once: a client-side timeout closes the connection (see above). */
function closeOnQueryTimeout(client: PoolClient): void {
  if (WATCHED.has(client)) return;
  WATCHED.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const watched = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (err instanceof Error && err.message === QUERY_TIMEOUT_MESSAGE) {
          (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        }
      });
    }
    return result;
  };
  client.query = watched as PoolClient['query'];
}
