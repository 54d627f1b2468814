import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config';

/**
 * The real API (`tsx src/main.ts`, or the built `node --enable-source-maps dist/main.js`) as a process of its own. Fault tests use it where the process itself is
 * the subject: an unhandled rejection ends a real process, and Node's own realm behaves as in production
 * (inside jest's module sandbox node-redis takes other error paths).
 */
export interface ApiProcess {
  port: number;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Still running (did not crash). */
  alive(): boolean;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export async function startApiProcess(
  env: Record<string, string>,
  options: {
    /** Run this built server (a main.js of `npm run build -w @stol/api`) as deployed, not the source through tsx. */
    built?: string;
    /** STOL_DATA_DIR kept by the caller (e.g. to start again on the same embedded database); else a temporary one. */
    dataDir?: string;
  } = {},
): Promise<ApiProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'stol-api-process-'));
  const child: ChildProcess = spawn(
    process.execPath,
    options.built
      ? ['--enable-source-maps', options.built]
      : [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'],
    {
      cwd: join(REPO_ROOT, 'api'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        API_PORT: '0',
        STOL_DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (!options.dataDir) {
    exited.finally(() => rmSync(dataDir, { recursive: true, force: true })).catch(() => undefined);
  }

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start: ${out}`)), 90_000);
    const onData = () => {
      for (const line of out.split('\n')) {
        if (!line.includes('listening')) continue;
        try {
          clearTimeout(timer);
          child.stdout!.off('data', onData);
          return resolve((JSON.parse(line) as { port: number }).port);
        } catch {
          /* partial line */
        }
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => reject(new Error(`API process exited with ${code}: ${out}`)));
  });

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
  };
}
