import { notifyError } from '@stol/ui';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useApplyChange } from './apply-change';
import { emptyHistory, historyReducer, nextRedo, nextUndo, type TChange } from './history';

export interface TEditorHistory {
  record: (change: TChange) => void;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
  canUndo: boolean;
  canRedo: boolean;
  busy: boolean;
}

/**
 * The session's undo/redo for one restaurant. A step moves in the history only after its request succeeded: a
 * failed undo toasts and leaves the entry where it was, so history and server never disagree and the user can
 * try again. One step at a time: a second Ctrl+Z while a request is out waits for nothing and is ignored.
 */
export function useEditorHistory(restaurantId: number | null): TEditorHistory {
  const [history, dispatch] = useReducer(historyReducer, emptyHistory);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const apply = useApplyChange();

  // Another restaurant's changes cannot be undone from this one's screen.
  useEffect(() => dispatch({ type: 'cleared' }), [restaurantId]);

  const latest = useRef(history);
  latest.current = history;

  const step = useCallback(
    async (direction: 'undo' | 'redo') => {
      const change = direction === 'undo' ? nextUndo(latest.current) : nextRedo(latest.current);
      if (!change || busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      try {
        await apply(change, direction);
        dispatch({ type: direction === 'undo' ? 'undone' : 'redone' });
      } catch (error) {
        notifyError((error as Error).message);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [apply],
  );

  return {
    record: useCallback((change: TChange) => dispatch({ type: 'recorded', change }), []),
    undo: useCallback(() => step('undo'), [step]),
    redo: useCallback(() => step('redo'), [step]),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    busy,
  };
}
