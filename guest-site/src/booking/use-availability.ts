import { useEffect, useState } from 'react';
import type { TAvailabilityResponse } from '@stol/contracts';
import { getJson, query } from '../api/client';

export interface TAvailabilityState {
  data: TAvailabilityResponse | null;
  failed: boolean;
}

/** GET /public/availability for the chosen day (and table and party), fetched again when `version` grows. */
export function useAvailability(
  params: { restaurantId: number; date: string; tableId: number | null; guests: number | null },
  version: number,
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
    getJson<TAvailabilityResponse>(`/public/availability?${key}`)
      .then((data) => !stale && setState({ data, failed: false, key }))
      .catch(() => !stale && setState((s) => ({ data: s.key === key ? s.data : null, failed: true, key })));
    return () => {
      stale = true;
    };
  }, [key, version]);
  return state.key === key ? state : { data: null, failed: false };
}
