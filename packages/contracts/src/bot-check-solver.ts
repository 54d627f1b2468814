import type { TAltchaChallenge } from './bot-check';

// The ALTCHA solver, in a module without schemas: the guest site imports it, and a module that builds zod schemas
// would bring zod and those schemas into its bundle (the weight check refuses zod there).

/** The solved challenge the client sends as `altcha` (base64 of this JSON). */
export interface TAltchaSolution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Solves an ALTCHA challenge by brute force with Web Crypto (browsers, workers and Node alike), giving up
 * past `maxnumber` or when `signal` aborts; the answer is the `altcha` field's value. The guest site runs it
 * in a Web Worker; tests and scripts call it directly.
 */
export async function solveAltcha(challenge: TAltchaChallenge, signal?: AbortSignal): Promise<string | null> {
  const encoder = new TextEncoder();
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (signal?.aborted) return null;
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + n));
    if (hex(digest) === challenge.challenge) {
      const solution: TAltchaSolution = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: n,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(solution));
    }
  }
  return null;
}

/** When the challenge stops being accepted (the salt's `expires` parameter), or null without one. */
export function altchaExpiresAt(challenge: Pick<TAltchaChallenge, 'salt'>): Date | null {
  const query = challenge.salt.split('?')[1];
  const expires = query ? new URLSearchParams(query).get('expires') : null;
  return expires && /^\d+$/.test(expires) ? new Date(Number(expires) * 1000) : null;
}
