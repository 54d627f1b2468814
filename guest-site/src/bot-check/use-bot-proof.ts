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

type TProver = () => Promise<TBotProof>;

/** A proof is renewed this long before its challenge expires, so a slow guest never sends a stale one. */
const RENEW_BEFORE_MS = 60_000;

/**
 * The bot check of the booking form (issue 12 §2). Once `active` (the details step), it asks the API what to do
 * (GET /public/bot-challenge) and does it with no action from the guest: solves the ALTCHA challenge in a worker,
 * or loads reCAPTCHA. `take()` gives the proof for a submit, waiting for a solve still running; `renew()` starts
 * a new one after the API answered (a proof is spent by the attempt that carried it).
 */
export function useBotProof(active: boolean) {
  const [status, setStatus] = useState<TBotStatus>('idle');
  const [round, setRound] = useState(0);
  const pending = useRef<Promise<TProver | null> | null>(null);
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
      if (answer.mode === 'off') return () => Promise.resolve({});
      if (answer.mode === 'recaptcha') {
        await loadRecaptcha(answer.siteKey);
        return async () => ({ recaptchaToken: await recaptchaToken(answer.siteKey, answer.action) });
      }
      const altcha = await solveChallenge(answer.challenge, controller.signal);
      if (!altcha) return null;
      const expiresAt = altchaExpiresAt(answer.challenge);
      if (expiresAt) {
        renewTimer = setTimeout(renew, Math.max(0, expiresAt.getTime() - Date.now() - RENEW_BEFORE_MS));
      }
      return () => Promise.resolve({ altcha });
    })().catch(() => null);
    pending.current = work;
    void work.then((prover) => {
      if (!controller.signal.aborted) setStatus(!prover ? 'failed' : shown ? 'ready' : 'none');
    });
    return () => {
      controller.abort();
      clearTimeout(renewTimer);
    };
  }, [active, round, renew]);

  /** The proof for one submit, or null when the check failed (the guest may retry it). */
  const take = useCallback(async (): Promise<TBotProof | null> => {
    const prover = await pending.current;
    return prover ? prover() : null;
  }, []);

  return { status, take, renew };
}
