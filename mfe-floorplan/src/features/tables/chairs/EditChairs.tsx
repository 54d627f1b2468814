import type { TChairShape, TTable } from '@stol/contracts';
import type { TChange } from '../history/history';

export interface EditChairsProps {
  table: TTable;
  chairs: readonly TChairShape[] | null | undefined;
  cornerRadii: { tl?: number; tr?: number; br?: number; bl?: number } | null | undefined;
  onSaved: (change: TChange) => void;
}

/**
 * Superadmin: the "Edit chairs" button and the chair editor dialog (features/chair-editor, built on its own
 * branch). Renders nothing until that dialog is merged, so the remote builds without it.
 */
export function EditChairs(_props: EditChairsProps) {
  return null;
}
