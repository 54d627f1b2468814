import type { TChairShape } from '@stol/contracts';
import { chairsForTable, generateChairs, toOffsetForm, type TResolvedChair } from '@stol/ui/floorplan';
import type { TChairEditorTable } from './chair-editor-types';

/** A chair being edited, with an id that stays while chairs are added and deleted (React keys, focus). */
export interface TEditedChair {
  id: number;
  chair: TResolvedChair;
}

export interface TChairEditorState {
  chairs: TEditedChair[];
  nextId: number;
  selectedId: number | null;
  /** Something differs from what is stored: Save sends it, otherwise Save only closes. */
  dirty: boolean;
  /** Reset to generated was the last change: Save removes the override (null). */
  reset: boolean;
}

/** The stored override, or null when the table has none (an empty list also means the generated chairs). */
export const storedOverride = (chairs: readonly TChairShape[] | null | undefined): TChairShape[] | null =>
  chairs && chairs.length > 0 ? [...chairs] : null;

const withIds = (chairs: TResolvedChair[]): TEditedChair[] =>
  chairs.map((chair, i) => ({ id: i + 1, chair }));

/** The dialog opens on the overrides when the table has any, else on the generated chairs (one per seat). */
export function initialChairEditorState(
  table: TChairEditorTable,
  chairs: readonly TChairShape[] | null | undefined,
): TChairEditorState {
  const start = withIds(chairsForTable(table, storedOverride(chairs) ?? undefined));
  return { chairs: start, nextId: start.length + 1, selectedId: null, dirty: false, reset: false };
}

export type TChairEditorAction =
  | { type: 'add'; chair: TResolvedChair }
  | { type: 'delete'; id: number }
  | { type: 'change'; id: number; chair: TResolvedChair }
  | { type: 'select'; id: number | null }
  | { type: 'reset'; table: TChairEditorTable; hadOverride: boolean };

export function chairEditorReducer(state: TChairEditorState, action: TChairEditorAction): TChairEditorState {
  switch (action.type) {
    case 'add':
      return {
        ...state,
        chairs: [...state.chairs, { id: state.nextId, chair: action.chair }],
        nextId: state.nextId + 1,
        selectedId: state.nextId,
        dirty: true,
        reset: false,
      };
    case 'delete':
      return {
        ...state,
        chairs: state.chairs.filter((c) => c.id !== action.id),
        selectedId: state.selectedId === action.id ? null : state.selectedId,
        dirty: true,
        reset: false,
      };
    case 'change': {
      const current = state.chairs.find((c) => c.id === action.id);
      if (!current || sameChair(current.chair, action.chair)) return state;
      return {
        ...state,
        chairs: state.chairs.map((c) => (c.id === action.id ? { ...c, chair: action.chair } : c)),
        dirty: true,
        reset: false,
      };
    }
    case 'select':
      return state.selectedId === action.id ? state : { ...state, selectedId: action.id };
    case 'reset': {
      const generated = generateChairs(action.table, action.table.seats).map((chair, i) => ({
        id: state.nextId + i,
        chair,
      }));
      return {
        chairs: generated,
        nextId: state.nextId + generated.length,
        selectedId: null,
        // Without a stored override, resetting only throws away unsaved edits.
        dirty: action.hadOverride,
        reset: true,
      };
    }
  }
}

const sameChair = (a: TResolvedChair, b: TResolvedChair) =>
  (Object.keys(a) as (keyof TResolvedChair)[]).every((k) => a[k] === b[k]) &&
  Object.keys(a).length === Object.keys(b).length;

/**
 * What Save writes to floorplan.chairOverrides[table.id]: the chairs in offset form (they follow the table when
 * it moves), or null after Reset to generated or when no chair is left (the table then shows generated chairs).
 */
export function chairsToSave(state: TChairEditorState, table: TChairEditorTable): TChairShape[] | null {
  if (state.reset || state.chairs.length === 0) return null;
  return state.chairs.map((c) => toOffsetForm(c.chair, table));
}
