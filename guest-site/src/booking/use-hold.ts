import { useCallback, useEffect, useRef, useState } from 'react';
import { HOLD_SECONDS, type TAvailabilitySlot, type THoldResponse } from '@stol/contracts';
import { deleteResource, errorText, postJson } from '../api/client';
import type { TBotProof } from '../bot-check/use-bot-proof';
import { forgetHold, rememberedHold, rememberHold, type TOwnHold } from './remembered-hold';

export type { TOwnHold } from './remembered-hold';

export interface THoldState {
  hold: TOwnHold | null;
  /** The server's refusal when the table could not be held (taken or held by someone else meanwhile). */
  failure: string | null;
  /**
   * The hold once the requests for the current choice have been answered (null without one). A booking sent
   * while that request is still out would carry no holdId and be refused by the guest's own hold.
   */
  whenHeld: () => Promise<TOwnHold | null>;
}

/** The bot check's proofs (useBotProof): a hold needs one (issue 19 §11), and spends it. */
export interface THoldProver {
  take: () => Promise<TBotProof | null>;
  spend: () => void;
}

/** A hold is trusted to stand for the bot check while this much of it is left (by this device's clock). */
const LIVE_MARGIN_MS = 15_000;

/** Whether the hold will still be live when a booking sent now reaches the API. */
export const isLive = (hold: TOwnHold | null): hold is TOwnHold =>
  !!hold && hold.liveUntil - Date.now() > LIVE_MARGIN_MS;

const letGo = (holdId: string) => void deleteResource(`/public/holds/${holdId}`).catch(() => undefined);

/**
 * Issue 12 §2: once a guest has a table and a time, the API holds it for them for five minutes while they fill
 * in the form and verify, so nobody takes it meanwhile. Holding needs a bot-check proof (issue 19 §11), taken
 * from `prover`. A new table or time moves the hold in one step (`replaceHoldId`); the requests go one after
 * the other, so a quick second choice moves the first hold instead of leaving it behind. Leaving the choice or
 * the page lets it go; the booking consumes it (its `holdId`).
 *
 * The hold is remembered for the tab (sessionStorage, issue 19 §8): after a reload it is still the guest's, the
 * page asks availability with its id (so it blocks nothing for them), and choosing the same table and time again
 * takes it up instead of being refused by it.
 */
export function useHold(
  restaurantId: number,
  guests: number,
  fallbackError: string,
  prover: THoldProver,
): THoldState & {
  /** The guest's choice (`tableId|start`, '' for none), from an effect of the form: holds, moves or lets go. */
  choose: (key: string) => void;
} {
  const [state, setState] = useState<Omit<THoldState, 'whenHeld'>>(() => ({
    hold: rememberedHold(restaurantId),
    failure: null,
  }));
  const current = useRef<TOwnHold | null>(state.hold);
  const settled = useRef<Promise<TOwnHold | null>>(Promise.resolve(state.hold));
  /** The latest choice's number: an older request still waiting to run leaves the choice to it. */
  const latest = useRef(0);
  /** Whether this page has had a choice: a remembered hold stays until the guest chooses something else. */
  const chosen = useRef(false);
  // Read when a hold is placed; a change of party keeps the hold.
  const live = useRef({ guests, prover, fallbackError });
  live.current = { guests, prover, fallbackError };

  const choose = useCallback(
    (key: string) => {
      const keep = (hold: TOwnHold | null) => {
        current.current = hold;
        if (hold) rememberHold(restaurantId, hold);
        else forgetHold(restaurantId);
      };
      const mine = ++latest.current;
      const isLatest = () => mine === latest.current;
      if (!key) {
        if (!chosen.current) return;
        settled.current = settled.current.then(() => {
          if (current.current) letGo(current.current.holdId);
          keep(null);
          if (isLatest()) setState({ hold: null, failure: null });
          return null;
        });
        return;
      }
      chosen.current = true;
      const [tableId, start] = key.split('|');
      settled.current = settled.current.then(async (): Promise<TOwnHold | null> => {
        const previous = current.current;
        if (previous && `${previous.tableId}|${previous.date}` === key && isLive(previous)) {
          if (isLatest()) setState({ hold: previous, failure: null });
          return previous;
        }
        if (!isLatest()) return previous; // a newer choice moves the hold
        const { prover: bot, guests: party, fallbackError: fallback } = live.current;
        const human = await bot.take();
        if (!isLatest()) return previous;
        if (!human) {
          // The bot check could not run: its status line says so and offers a retry; the booking will carry a proof.
          if (previous) letGo(previous.holdId);
          keep(null);
          if (isLatest()) setState({ hold: null, failure: null });
          return null;
        }
        try {
          const answer = await postJson<THoldResponse>('/public/holds', {
            tableId: Number(tableId),
            date: start,
            guests: party,
            replaceHoldId: previous?.holdId ?? null,
            ...human,
          });
          const hold = { ...answer, liveUntil: Date.now() + HOLD_SECONDS * 1000 };
          keep(hold);
          if (isLatest()) setState({ hold, failure: null });
          return hold;
        } catch (error: unknown) {
          // The move failed as a whole (the old hold stayed): let the old one go too.
          if (previous) letGo(previous.holdId);
          keep(null);
          if (isLatest()) setState({ hold: null, failure: errorText(error, fallback) });
          return null;
        } finally {
          bot.spend();
        }
      });
    },
    [restaurantId],
  );

  // Leaving the page lets the hold go (a reload keeps it: it is remembered for the tab).
  useEffect(
    () => () => {
      if (!chosen.current) return;
      if (current.current) letGo(current.current.holdId);
      forgetHold(restaurantId);
    },
    [restaurantId],
  );
  const whenHeld = useCallback(() => settled.current, []);
  return { ...state, whenHeld, choose };
}

/** A slot blocked only by this guest's own hold is theirs to book. */
export const isOwnHold = (slot: TAvailabilitySlot, hold: THoldResponse | null): boolean =>
  !!hold && slot.reason === 'being_booked' && hold.date === slot.start && slot.tableId === hold.tableId;
