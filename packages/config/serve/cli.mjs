#!/usr/bin/env node
// stol-serve <dir> [--port 3001] [--host 0.0.0.0] [--spa] [--remotes-file <path>]
// Serves a built app (the shell or a remote) the way production does; see static-server.mjs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticServer } from './static-server.mjs';

const usage = 'Usage: stol-serve <dir> [--port <n>] [--host <h>] [--spa] [--remotes-file <path>]';

function fail(message) {
  console.error(`stol-serve: ${message}\n${usage}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      spa: { type: 'boolean', default: false },
      'remotes-file': { type: 'string' },
    },
  });
} catch (error) {
  fail(error.message);
}

const { values, positionals } = parsed;
const dir = path.resolve(positionals[0] ?? 'dist');
const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? process.env.HOST ?? '0.0.0.0';
const remotesFile = values['remotes-file'];

if (!existsSync(dir)) fail(`directory not found: ${dir} (build first)`);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid port: ${values.port}`);
if (remotesFile && !existsSync(remotesFile)) fail(`remotes file not found: ${remotesFile}`);

const server = await startStaticServer({ dir, port, host, spa: values.spa, remotesFile }).catch((error) =>
  fail(error.message),
);
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
process.stdout.write(
  `stol-serve: ${path.relative(process.cwd(), dir) || '.'} at http://${shownHost}:${server.address().port}\n`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections(); // keep-alive sockets would otherwise hold the process open
  });
}
