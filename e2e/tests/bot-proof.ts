import { solveAltcha, type TBotChallengeResponse } from '@stol/contracts';
import { API_URL } from '../ports.mjs';

/**
 * The bot check's proof for a guest write made through the API (issue 12 §2): the e2e stack runs ALTCHA as
 * deployed, so test data is booked the way the guest site books, with a challenge solved by the same solver.
 */
export async function botProof(): Promise<{ altcha?: string }> {
  const res = await fetch(`${API_URL}/public/bot-challenge`);
  if (!res.ok) throw new Error(`GET /public/bot-challenge answered ${res.status}`);
  const answer = (await res.json()) as TBotChallengeResponse;
  if (answer.mode !== 'altcha') return {};
  const altcha = await solveAltcha(answer.challenge);
  if (!altcha) throw new Error('the bot challenge had no solution');
  return { altcha };
}
