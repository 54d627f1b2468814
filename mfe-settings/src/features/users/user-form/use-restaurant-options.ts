import type { TRestaurantOption } from '@stol/contracts';
import { useListRestaurantOptionsQuery } from '@stol/platform/restaurant-options';

export interface TRestaurantOptions {
  options: TRestaurantOption[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** A restaurant's name, or null when it is not (yet) among the options. */
  nameOf: (id: number) => string | null;
}

/** The restaurants the users screen assigns, for its selects and to name restaurants in the table. */
export function useRestaurantOptions(): TRestaurantOptions {
  const query = useListRestaurantOptionsQuery();
  const options = query.data ?? [];
  return {
    options,
    loading: query.isLoading,
    failed: query.isError,
    retry: () => void query.refetch(),
    nameOf: (id) => options.find((restaurant) => restaurant.id === id)?.name ?? null,
  };
}
