#!/usr/bin/env node
// `npm start`: build the front ends and the API (turbo-cached), then run the built API with node (migrates + seeds
// on start) and serve the shell and every remote from its own static server, as they would be deployed. Ctrl+C
// stops everything.
// Without SMTP_URL it also runs a local mail catcher (maildev) and points the API at it, so confirmations, reset
// links and codes can be read in a browser; SMS without a provider are logged by the API and kept in its outbox.
// Flags: --no-build (serve the front ends' existing dist/ folders; the API is still bundled, in under a second, so it
// is never older than its source).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  FRONTENDS,
  MAIL_CATCHER,
  portOf,
  remotesManifest,
} from './apps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const children = [];
// The project's pinned Node (the `node` devDependency): the API needs ≥ 22 even when this script runs on an older one.
const pinnedNode = join(root, 'node_modules/node/bin/node');
const PINNED_NODE = existsSync(pinnedNode) ? pinnedNode : process.execPath;

function run(name, command, args, extraEnv = {}, cwd = root, { optional = false } = {}) {
  // Children stay in this process group, so Ctrl+C in a terminal or a test runner killing the group stops them.
  const child = spawn(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code, signal) => {
    if (!stopping && optional) {
      console.error(`${prefix}exited (${signal ?? code}); the rest keeps running`);
    } else if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForHealth(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

if (!process.argv.includes('--no-build')) {
  const filters = [...FRONTENDS.map((app) => `--filter=${app.pkg}`), '--filter=@stol/api'];
  const build = spawnSync('npx', ['turbo', 'run', 'build', ...filters, '--concurrency=2'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  const build = spawnSync(PINNED_NODE, [join(root, 'api/scripts/build.mjs')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const apiPort = portOf(API);
// A real SMTP server with a web inbox for development, unless the user configured their own SMTP server.
const mailWebPort = portOf(MAIL_CATCHER.web);
const mailSmtpPort = portOf(MAIL_CATCHER.smtp);
const mailCatcher = !env.SMTP_URL;
if (mailCatcher) {
  run(
    'mail',
    PINNED_NODE,
    [
      join(root, 'node_modules/maildev/dist/bin/maildev.js'),
      '--smtp',
      String(mailSmtpPort),
      '--ip',
      '127.0.0.1',
      '--web',
      String(mailWebPort),
      '--web-ip',
      '127.0.0.1',
      // Kept beside the database, so the inbox survives a restart.
      '--mail-directory',
      join(env.STOL_DATA_DIR ?? join(root, '.data'), 'mail'),
    ],
    {},
    root,
    { optional: true },
  );
}
const shellOrigins = FRONTENDS.map((app) => `http://localhost:${portOf(app)}`);
// The built API (api/dist, `npm run build -w @stol/api`) on node directly, not through `npm start`: npm and its
// shell did not pass SIGTERM on, which left the API running after a stop. Source maps: stack traces and CPU
// profiles name the TypeScript lines.
run(
  'api',
  PINNED_NODE,
  ['--enable-source-maps', join(root, 'api/dist/main.js')],
  {
    API_PORT: String(apiPort),
    ...(mailCatcher ? { SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}` } : {}),
    CORS_ORIGINS: env.CORS_ORIGINS ?? [...shellOrigins, 'http://localhost:3100'].join(','),
  },
  join(root, 'api'),
);
for (const app of FRONTENDS) {
  const args = [
    join(root, 'packages/config/serve/cli.mjs'),
    join(root, app.dir, 'dist'),
    '--port',
    String(portOf(app)),
  ];
  if (app.spa) args.push('--spa');
  run(app.dir, process.execPath, args, app.spa ? { REMOTES_JSON: JSON.stringify(remotesManifest(env)) } : {});
}

if (await waitForHealth(`http://localhost:${apiPort}/health`)) {
  const shell = FRONTENDS[0];
  const guestSite = FRONTENDS.find((app) => app.guest);
  console.log(`\nStol is running.
  Back office:  http://localhost:${portOf(shell)}
  Guest site:   http://localhost:${portOf(guestSite)} (also /restaurant/{id})
  API:          http://localhost:${apiPort}
  Mail:         ${mailCatcher ? `http://localhost:${mailWebPort} (mail catcher: every email the API sends lands here)` : `sent through SMTP_URL`}
  SMS:          ${env.SMS_PROVIDER ? `sent through ${env.SMS_PROVIDER}` : 'not sent: logged by the API ([api] … sms recorded in the outbox) and listed per reservation'}
  Remotes:      ${FRONTENDS.filter((a) => a.remote)
    .map((a) => `${a.remote} http://localhost:${portOf(a)}`)
    .join(', ')}
  Demo logins (password ${DEMO_PASSWORD}):
${DEMO_LOGINS.map(([email, role]) => `    ${email.padEnd(24)} ${role}`).join('\n')}
`);
} else {
  console.error('The API did not become healthy in time.');
  stop(1);
}
