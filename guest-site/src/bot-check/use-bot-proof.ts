import { useCallback, useEffect, useRef, useState } from 'react';
import { altchaExpiresAt, type TBotChallengeResponse } from '@stol/contracts';
import { getJson } from '../api/client';
import { loadRecaptcha, recaptchaToken } from './recaptcha';
import { solveChallenge } from './solve';

/** The proof fields a guest write carries (contracts' ZBotProofFields). */
export interface TBotProof {
  altcha?: string;
  recaptchaToken?: string;
}

/** `none`: nothing for the guest to see (no check, or reCAPTCHA, which asks on submit). */
export type TBotStatus = 'idle' | 'solving' | 'ready' | 'failed' | 'none';

/** Gives a proof; `once`: each proof it gives is good for one request (ALTCHA), else it makes one per call. */
interface TProver {
  prove: () => Promise<TBotProof>;
  once: boolean;
}

/** A proof is renewed this long before its challenge expires, so a slow guest never sends a stale one. */
const RENEW_BEFORE_MS = 60_000;

/**
 * The bot check of the booking form (issue 12 §2). Once `active` (from the page's load, so a proof is ready by the
 * time the guest picks a table and a time: holding it needs one, issue 19 §11), it asks the API what to do
 * (GET /public/bot-challenge) and does it with no action from the guest: solves the ALTCHA challenge in a worker,
 * or loads reCAPTCHA. `take()` gives the proof for a request, waiting for a solve still running; `spend()` says the
 * API has seen that proof (a proof is spent by the attempt that carried it): the next `take()` waits for a new
 * one, which starts at once. `renew()` starts a new one whatever happened (the retry button).
 */
export function useBotProof(active: boolean) {
  const [status, setStatus] = useState<TBotStatus>('idle');
  const [round, setRound] = useState(0);
  const pending = useRef<Promise<TProver | null> | null>(null);
  /** A spend() waiting for the next round's work (take() awaits it meanwhile). */
  const nextWork = useRef<((work: Promise<TProver | null>) => void) | null>(null);
  /** The prover of the last proof take() gave. */
  const taken = useRef<TProver | null>(null);
  const renew = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let renewTimer: ReturnType<typeof setTimeout> | undefined;
    setStatus('solving');
    let shown = true;
    const work = (async (): Promise<TProver | null> => {
      const answer = await getJson<TBotChallengeResponse>('/public/bot-challenge');
      if (answer.mode !== 'altcha') shown = false;
      if (answer.mode === 'off') return { prove: () => Promise.resolve({}), once: false };
      if (answer.mode === 'recaptcha') {
        await loadRecaptcha(answer.siteKey);
        return {
          prove: async () => ({ recaptchaToken: await recaptchaToken(answer.siteKey, answer.action) }),
          once: false,
        };
      }
      const altcha = await solveChallenge(answer.challenge, controller.signal);
      if (!altcha) return null;
      const expiresAt = altchaExpiresAt(answer.challenge);
      if (expiresAt) {
        renewTimer = setTimeout(renew, Math.max(0, expiresAt.getTime() - Date.now() - RENEW_BEFORE_MS));
      }
      return { prove: () => Promise.resolve({ altcha }), once: true };
    })().catch(() => null);
    pending.current = work;
    nextWork.current?.(work);
    nextWork.current = null;
    void work.then((prover) => {
      if (!controller.signal.aborted) setStatus(!prover ? 'failed' : shown ? 'ready' : 'none');
    });
    return () => {
      controller.abort();
      clearTimeout(renewTimer);
    };
  }, [active, round, renew]);

  /** The proof for one request, or null when the check failed (the guest may retry it). */
  const take = useCallback(async (): Promise<TBotProof | null> => {
    const prover = await pending.current;
    taken.current = prover;
    return prover ? prover.prove() : null;
  }, []);

  /**
   * The API has seen the proof take() gave: a single-use one is replaced (reCAPTCHA and off make one per call).
   * Synchronous, so a take() right after it already waits for the new one.
   */
  const spend = useCallback(() => {
    if (!taken.current?.once || nextWork.current) return;
    taken.current = null;
    pending.current = new Promise((resolve) => (nextWork.current = resolve));
    renew();
  }, [renew]);

  return { status, take, spend, renew };
}
