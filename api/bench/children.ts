import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isReadyMessage } from './child-ready';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const API_DIR = join(BENCH_DIR, '..');

export interface ChildServer {
  name: string;
  url: string;
  stop(): Promise<void>;
}

/**
 * Forks a bench/*.ts server on this very Node binary (process.execPath) with tsx as loader, and resolves
 * once it reports its port. A child that exits or stays silent fails the run instead of hanging it.
 */
export function startChild(
  name: string,
  file: string,
  env: Record<string, string>,
  options: { timeoutMs?: number; execArgv?: string[] } = {},
): Promise<ChildServer> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const child = fork(join(BENCH_DIR, file), [], {
    cwd: API_DIR,
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before it was ready (code ${code})`));
    };
    child.once('exit', onExit);
    child.on('message', (message) => {
      if (!isReadyMessage(message)) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ name, url: `http://127.0.0.1:${message.port}`, stop: () => stopChild(child) });
    });
  });
}

/** SIGTERM (the servers close cleanly), then SIGKILL if one does not exit within 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
