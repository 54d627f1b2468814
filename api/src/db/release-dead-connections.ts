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
      return client;
    });
  };
  Object.defineProperty(pool, 'connect', { value: patched });
}
