import { useEffect, useState } from 'react';
import type { TAvailabilityResponse } from '@stol/contracts';
import { getJson, query } from '../api/client';

export interface TAvailabilityState {
  data: TAvailabilityResponse | null;
  failed: boolean;
}

/**
 * GET /public/availability for the chosen day (and table and party), fetched again when `version` grows. With
 * the guest's own `holdId` (issue 19 §8) the API treats that hold as theirs; a new hold fetches again but keeps
 * showing the day meanwhile (it is the same day, only the guest's own hold moved).
 */
export function useAvailability(
  params: {
    restaurantId: number;
    date: string;
    tableId: number | null;
    guests: number | null;
    /** The modify screen's link token: the guest's own booking then blocks nothing (issue 23 §4). */
    reservationToken?: string;
  },
  version: number,
  holdId: string | null = null,
): TAvailabilityState {
  const [state, setState] = useState<TAvailabilityState & { key: string }>({
    data: null,
    failed: false,
    key: '',
  });
  const key = params.date ? query({ ...params, date: params.date }) : '';
  useEffect(() => {
    if (!key) return;
    let stale = false;
    getJson<TAvailabilityResponse>(`/public/availability?${key}${holdId ? `&${query({ holdId })}` : ''}`)
      .then((data) => !stale && setState({ data, failed: false, key }))
      .catch(() => !stale && setState((s) => ({ data: s.key === key ? s.data : null, failed: true, key })));
    return () => {
      stale = true;
    };
  }, [key, version, holdId]);
  return state.key === key ? state : { data: null, failed: false };
}
