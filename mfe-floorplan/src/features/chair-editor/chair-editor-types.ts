import type { TChairShape } from '@stol/contracts';
import type { TCornerRadii, TFloorPlanTable } from '@stol/ui/floorplan';

/** The table the dialog edits (the page passes its TTable, which has these fields and more). */
export type TChairEditorTable = TFloorPlanTable;

/** One table's floorplan.tableStyles entry; a missing corner is TABLE_LIMITS.cornerRadius.default. */
export type TChairEditorCornerRadii = TCornerRadii;

export interface TChairEditorDialogProps {
  opened: boolean;
  onClose: () => void;
  restaurantId: number;
  table: TChairEditorTable;
  /** The table's current floorplan.chairOverrides entry; none (or empty) means the generated chairs. */
  chairs: readonly TChairShape[] | null | undefined;
  cornerRadii?: TChairEditorCornerRadii | null;
  /** After a successful Save: the override before and after (null: generated chairs), for the page's undo. */
  onSaved?: (before: TChairShape[] | null, after: TChairShape[] | null) => void;
}
