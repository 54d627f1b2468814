/**
 * Scenario (a), the ceiling: a bare Express app answering a small JSON object, on the same Node runtime and
 * machine as the API. Everything the API does beyond this (middleware, auth, ORM, PostgreSQL) is what the
 * other scenarios' ratio to this one measures.
 */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { reportReady } from './child-ready';

const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.json({ status: 'ok', service: 'ceiling' });
});

const server = app.listen(0, '127.0.0.1', () => reportReady((server.address() as AddressInfo).port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
