import type { TTable } from '@stol/contracts';
import { errorMessage, useAppDispatch } from '@stol/platform';
import { notifyError } from '@stol/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { floorTablesApi, usePatchTableMutation } from '../../../api/tables-api';
import { NAMESPACE } from '../../../i18n/translations';
import type { TChange, TPoint } from '../history/history';

/** Arrow keys held down: one request for the burst, sent this long after the last step. */
export const KEY_SAVE_DELAY_MS = 350;

interface TPending {
  /** Where the table stood on the server before this burst of moves (the undo target). */
  origin: TPoint;
  latest: TPoint;
  timer: ReturnType<typeof setTimeout> | null;
}

const samePoint = (a: TPoint, b: TPoint) => a.x === b.x && a.y === b.y;

/**
 * Moves tables optimistically: the table is drawn at its new place at once (a local overlay over the server's
 * list) and PATCH /tables/{id} {x, y} follows. On success the cached list takes the server's answer and the
 * overlay goes; on failure the overlay goes (the table returns) and the toast says why. Keyboard moves are
 * debounced per table, and whatever is still waiting is sent when the screen or the restaurant changes, so
 * the last position is never lost.
 */
export function useTableMoves(
  restaurantId: number | null,
  tables: readonly TTable[],
  onSaved: (change: TChange) => void,
) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const [patchTable] = usePatchTableMutation();
  const [overlay, setOverlay] = useState<Record<number, TPoint>>({});
  const pending = useRef(new Map<number, TPending>());

  const dropOverlay = useCallback((tableId: number, ifAt?: TPoint) => {
    setOverlay((current) => {
      const at = current[tableId];
      if (!at || (ifAt && !samePoint(at, ifAt))) return current;
      const { [tableId]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  const save = useCallback(
    async (restaurant: number, tableId: number, origin: TPoint, to: TPoint) => {
      try {
        const saved = await patchTable({ id: tableId, restaurantId: restaurant, patch: to }).unwrap();
        dispatch(
          floorTablesApi.util.updateQueryData('listFloorTables', restaurant, (draft) => {
            const row = draft.find((table) => table.id === tableId);
            if (row) Object.assign(row, saved);
          }),
        );
        onSaved({ kind: 'move', restaurantId: restaurant, tableId, before: origin, after: to });
      } catch (error) {
        notifyError(errorMessage(error, t('errors.position')));
      } finally {
        // A newer move of the same table keeps its own overlay.
        if (!pending.current.has(tableId)) dropOverlay(tableId, to);
      }
    },
    [patchTable, dispatch, onSaved, t, dropOverlay],
  );

  const restaurantRef = useRef(restaurantId);
  const flush = useCallback(
    (tableId: number) => {
      const entry = pending.current.get(tableId);
      const restaurant = restaurantRef.current;
      if (!entry || restaurant === null) return;
      if (entry.timer) clearTimeout(entry.timer);
      pending.current.delete(tableId);
      if (samePoint(entry.origin, entry.latest)) dropOverlay(tableId);
      else void save(restaurant, tableId, entry.origin, entry.latest);
    },
    [save, dropOverlay],
  );

  const flushAll = useCallback(() => {
    for (const tableId of [...pending.current.keys()]) flush(tableId);
  }, [flush]);

  // Leaving the screen or switching restaurant sends what is still waiting (to the restaurant it belongs to).
  useEffect(() => {
    restaurantRef.current = restaurantId;
    return () => flushAll();
  }, [restaurantId, flushAll]);

  const byId = useMemo(() => new Map(tables.map((table) => [table.id, table])), [tables]);

  /** Moves a table; `debounce` for keyboard steps, immediately for a drop. */
  const moveTo = useCallback(
    (tableId: number, to: TPoint, { debounce = false } = {}) => {
      const server = byId.get(tableId);
      if (!server) return;
      const entry = pending.current.get(tableId) ?? {
        origin: { x: server.x, y: server.y },
        latest: to,
        timer: null,
      };
      entry.latest = to;
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = debounce ? setTimeout(() => flush(tableId), KEY_SAVE_DELAY_MS) : null;
      pending.current.set(tableId, entry);
      setOverlay((current) => ({ ...current, [tableId]: to }));
      if (!debounce) flush(tableId);
    },
    [byId, flush],
  );

  /** The tables as drawn: the server's, with the moves still on their way. */
  const shown = useMemo(
    () => tables.map((table) => (overlay[table.id] ? { ...table, ...overlay[table.id] } : table)),
    [tables, overlay],
  );

  return { shown, moveTo };
}
