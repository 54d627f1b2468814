import { useEffect, useRef, useState } from 'react';
import type { TAvailabilitySlot, THoldResponse } from '@stol/contracts';
import { deleteResource, errorText, postJson } from '../api/client';

export interface THoldState {
  hold: THoldResponse | null;
  /** The server's refusal when the table could not be held (taken or held by someone else meanwhile). */
  failure: string | null;
  /**
   * The choice's hold is still being asked for. Booking meanwhile would race it: the booking would go without
   * its holdId, and the guest's own hold, landing first, would refuse it ('already reserved').
   */
  pending: boolean;
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
  // `key`: the choice the answer is for.
  const [state, setState] = useState<Omit<THoldState, 'pending'> & { key: string }>({
    hold: null,
    failure: null,
    key: '',
  });
  const current = useRef<THoldResponse | null>(null);
  const key = choice ? `${choice.tableId}|${choice.start}` : '';
  // Guests only matter for the check when the hold is placed; a change of party keeps the hold.
  const guests = useRef(2);
  guests.current = choice?.guests ?? 2;

  useEffect(() => {
    if (!key) {
      if (current.current) letGo(current.current.holdId);
      current.current = null;
      setState({ hold: null, failure: null, key: '' });
      return;
    }
    if (current.current && `${current.current.tableId}|${current.current.date}` === key) return;
    let cancelled = false;
    const previous = current.current;
    const [tableId, start] = key.split('|');
    postJson<THoldResponse>('/public/holds', {
      tableId: Number(tableId),
      date: start,
      guests: guests.current,
      replaceHoldId: previous?.holdId ?? null,
    })
      .then((hold) => {
        current.current = hold;
        if (cancelled) return;
        setState({ hold, failure: null, key });
      })
      .catch((error: unknown) => {
        // The move failed as a whole (the old hold stayed): let the old one go too.
        if (previous) letGo(previous.holdId);
        current.current = null;
        if (!cancelled) setState({ hold: null, failure: errorText(error, fallbackError), key });
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
  return { hold: state.hold, failure: state.failure, pending: key !== '' && state.key !== key };
}

/** A slot blocked only by this guest's own hold is theirs to book. */
export const isOwnHold = (slot: TAvailabilitySlot, hold: THoldResponse | null): boolean =>
  !!hold && slot.reason === 'being_booked' && hold.date === slot.start && slot.tableId === hold.tableId;
