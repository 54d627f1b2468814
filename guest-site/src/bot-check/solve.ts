import { solveAltcha, type TAltchaChallenge } from '@stol/contracts';

/**
 * Solves an ALTCHA challenge in a Web Worker (solve-worker.ts), or on the main thread where workers are missing
 * (old browsers, tests). Resolves to the `altcha` proof, or null when there is none or `signal` aborted.
 */
export function solveChallenge(challenge: TAltchaChallenge, signal: AbortSignal): Promise<string | null> {
  if (typeof Worker === 'undefined') return solveAltcha(challenge, signal);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./solve-worker.ts', import.meta.url));
    const done = (proof: string | null) => {
      worker.terminate();
      resolve(proof);
    };
    signal.addEventListener('abort', () => done(null), { once: true });
    worker.onmessage = (event: MessageEvent<string | null>) => done(event.data);
    // A worker that cannot start (e.g. a strict CSP): solve here instead.
    worker.onerror = () => {
      worker.terminate();
      void solveAltcha(challenge, signal).then(resolve);
    };
    worker.postMessage(challenge);
  });
}
