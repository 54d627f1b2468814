import type { TChairShape, TTablePatch } from '@stol/contracts';

/**
 * Undo and redo of this session's editor changes, as a pure reducer. Each entry holds both sides of a change,
 * so undo sends `before` and redo sends `after`. Deletes and copies are not recorded: undoing them would have
 * to recreate tables with new ids (their reservations, styles and chairs would not follow), so they are final.
 */
export type TCornerStyle = { tl?: number; tr?: number; br?: number; bl?: number };

export type TChange =
  /** A dragged or arrow-key move: PATCH /tables/{id} {x, y}. */
  | { kind: 'move'; restaurantId: number; tableId: number; before: TPoint; after: TPoint }
  /** Detail editor fields or the maintenance toggle: PATCH /tables/{id} with the fields that changed. */
  | { kind: 'table'; restaurantId: number; tableId: number; before: TTablePatch; after: TTablePatch }
  /** Corner radii: PATCH /restaurants/{id} {floorplan: {tableStyles}}; null removes the entry. */
  | {
      kind: 'styles';
      restaurantId: number;
      tableId: number;
      before: TCornerStyle | null;
      after: TCornerStyle | null;
    }
  /** The chair editor's save (reported through its onSaved): {floorplan: {chairOverrides}}. */
  | {
      kind: 'chairs';
      restaurantId: number;
      tableId: number;
      before: TChairShape[] | null;
      after: TChairShape[] | null;
    };

export interface TPoint {
  x: number;
  y: number;
}

export interface THistory {
  past: readonly TChange[];
  future: readonly TChange[];
}

/** Enough for a working session; older steps fall off so the memory stays bounded. */
export const HISTORY_LIMIT = 100;

export const emptyHistory: THistory = { past: [], future: [] };

export type THistoryAction =
  /** A new change succeeded: it can be undone, and what was undone before can no longer be redone. */
  | { type: 'recorded'; change: TChange }
  /** The inverse of the latest change reached the server. */
  | { type: 'undone' }
  /** The latest undone change was applied again. */
  | { type: 'redone' }
  /** Another restaurant was opened: its history starts empty. */
  | { type: 'cleared' };

export function historyReducer(state: THistory, action: THistoryAction): THistory {
  switch (action.type) {
    case 'recorded':
      return { past: [...state.past, action.change].slice(-HISTORY_LIMIT), future: [] };
    case 'undone': {
      const change = state.past.at(-1);
      if (!change) return state;
      return { past: state.past.slice(0, -1), future: [...state.future, change] };
    }
    case 'redone': {
      const change = state.future.at(-1);
      if (!change) return state;
      return { past: [...state.past, change], future: state.future.slice(0, -1) };
    }
    case 'cleared':
      return emptyHistory;
  }
}

/** The change an undo would revert, if any. */
export const nextUndo = (state: THistory): TChange | undefined => state.past.at(-1);
/** The change a redo would apply again, if any. */
export const nextRedo = (state: THistory): TChange | undefined => state.future.at(-1);

/** The side of a change that a step in `direction` sends to the server. */
export const sideFor = <C extends TChange>(change: C, direction: 'undo' | 'redo'): C['before'] =>
  direction === 'undo' ? change.before : change.after;
