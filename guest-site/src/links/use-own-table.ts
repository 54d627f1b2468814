import { useEffect, useState } from 'react';
import type { TTable } from '@stol/contracts';
import { getJson, query } from '../api/client';

/**
 * The booking's own table as the restaurant's public table list has it (the time grid names it in its reasons),
 * or null while it loads or when it is gone. A modify keeps the table, so no other table is offered.
 */
export function useOwnTable(restaurantId: number | null, tableId: number | null): TTable | null {
  const [table, setTable] = useState<TTable | null>(null);
  useEffect(() => {
    if (restaurantId === null || tableId === null) return;
    let stale = false;
    getJson<TTable[]>(`/public/tables?${query({ restaurantId })}`)
      .then((tables) => !stale && setTable(tables.find((t) => t.id === tableId) ?? null))
      .catch(() => !stale && setTable(null));
    return () => {
      stale = true;
    };
  }, [restaurantId, tableId]);
  return table;
}
