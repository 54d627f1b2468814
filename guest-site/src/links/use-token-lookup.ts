import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { getJson } from '../api/client';

/** What a link screen knows of its reservation: still loading, not found (or no token), or the API's view. */
export type TTokenLookup<T> = T | 'loading' | 'missing';

/**
 * Loads what the API says about the reservation behind a guest's link token (`endpoint` + the token) for the
 * cancel, modify and review screens; a missing token or a failed lookup is 'missing'. Answers the state and
 * its setter, so a screen shows the reservation the API answers after a change. An answer for a token the
 * screen no longer shows is dropped.
 */
export function useTokenLookup<T>(
  endpoint: '/public/reservations/' | '/public/reviews/',
  token: string,
): [TTokenLookup<T>, Dispatch<SetStateAction<TTokenLookup<T>>>] {
  const [load, setLoad] = useState<TTokenLookup<T>>(token ? 'loading' : 'missing');
  useEffect(() => {
    if (!token) return;
    let stale = false;
    getJson<T>(`${endpoint}${encodeURIComponent(token)}`)
      .then((answer) => !stale && setLoad(answer))
      .catch(() => !stale && setLoad('missing'));
    return () => {
      stale = true;
    };
  }, [endpoint, token]);
  return [load, setLoad];
}
