import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL compiled to WASM (PGlite), persisted in `dir` and served over the wire protocol on a local
 * port so the ORM talks to it like to any PostgreSQL. It serves one connection at a time: use pool max 1.
 */
export async function startEmbeddedPostgres(dir: string, port = 0): Promise<EmbeddedPostgres> {
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, { extensions: { btree_gist } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port });
  await server.start();
  const conn = server.getServerConn();
  return {
    url: `postgres://postgres@${conn}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
