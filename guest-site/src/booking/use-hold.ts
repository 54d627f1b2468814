import { useEffect, useRef, useState } from 'react';
import type { TAvailabilitySlot, THoldResponse } from '@stol/contracts';
import { deleteResource, errorText, postJson } from '../api/client';

export interface THoldState {
  hold: THoldResponse | null;
  /** The server's refusal when the table could not be held (taken or held by someone else meanwhile). */
  failure: string | null;
  /**
   * The hold once the request for the current choice has been answered (null without one). A booking sent
   * while that request is still out would carry no holdId and be refused by the guest's own hold.
   */
  whenHeld: () => Promise<THoldResponse | null>;
}

const letGo = (holdId: string) => void deleteResource(`/public/holds/${holdId}`).catch(() => undefined);

/**
 * Issue 12 §2: once a guest has a table and a time, the API holds it for them for five minutes while they fill
 * in the form and verify, so nobody takes it meanwhile. A new table or time moves the hold in one step
 * (`replaceHoldId`); leaving the page or the choice lets it go; the booking consumes it (its `holdId`).
 */
export function useHold(
  choice: { tableId: number; start: string; guests: number } | null,
  fallbackError: string,
): THoldState {
  const [state, setState] = useState<Omit<THoldState, 'whenHeld'>>({ hold: null, failure: null });
  const current = useRef<THoldResponse | null>(null);
  const settled = useRef<Promise<THoldResponse | null>>(Promise.resolve(null));
  const key = choice ? `${choice.tableId}|${choice.start}` : '';
  // Guests only matter for the check when the hold is placed; a change of party keeps the hold.
  const guests = useRef(2);
  guests.current = choice?.guests ?? 2;

  useEffect(() => {
    if (!key) {
      if (current.current) letGo(current.current.holdId);
      current.current = null;
      settled.current = Promise.resolve(null);
      setState({ hold: null, failure: null });
      return;
    }
    if (current.current && `${current.current.tableId}|${current.current.date}` === key) return;
    let cancelled = false;
    const previous = current.current;
    const [tableId, start] = key.split('|');
    settled.current = postJson<THoldResponse>('/public/holds', {
      tableId: Number(tableId),
      date: start,
      guests: guests.current,
      replaceHoldId: previous?.holdId ?? null,
    })
      .then((hold) => {
        current.current = hold;
        if (!cancelled) setState({ hold, failure: null });
        return hold;
      })
      .catch((error: unknown) => {
        // The move failed as a whole (the old hold stayed): let the old one go too.
        if (previous) letGo(previous.holdId);
        current.current = null;
        if (!cancelled) setState({ hold: null, failure: errorText(error, fallbackError) });
        return null;
      });
    return () => {
      cancelled = true;
    };
  }, [key]);

  // Leaving the page lets the hold go.
  useEffect(
    () => () => {
      if (current.current) letGo(current.current.holdId);
    },
    [],
  );
  return { ...state, whenHeld: () => settled.current };
}

/** A slot blocked only by this guest's own hold is theirs to book. */
export const isOwnHold = (slot: TAvailabilitySlot, hold: THoldResponse | null): boolean =>
  !!hold && slot.reason === 'being_booked' && hold.date === slot.start && slot.tableId === hold.tableId;
