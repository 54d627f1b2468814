import type { TRestaurant, TUser } from '@stol/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const RESTAURANT_PARAM = 'restaurant';

/**
 * The restaurant being edited, remembered in the URL (?restaurant=2) so a reload or a shared link opens the
 * same plan. An id the user may not open falls back to their own restaurant, else the first they may open.
 */
export function useSelectedRestaurant(restaurants: readonly TRestaurant[] | undefined, user: TUser | null) {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(RESTAURANT_PARAM));
  const list = restaurants ?? [];
  const selected =
    list.find((r) => r.id === requested) ?? list.find((r) => r.id === user?.restaurantId) ?? list[0] ?? null;

  const select = useCallback(
    (id: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(RESTAURANT_PARAM, String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { selected, select };
}
