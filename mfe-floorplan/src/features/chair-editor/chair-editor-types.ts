import type { TChairShape } from '@stol/contracts';

/**
 * The table the dialog edits: structurally the page's TFloorPlanTable (packages/ui floorplan/floor-plan-props),
 * declared here so this folder does not depend on the ./floorplan subpath of @stol/ui.
 */
export interface TChairEditorTable {
  id: number;
  number: number;
  seats: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One table's floorplan.tableStyles entry (TCornerRadii); a missing corner is TABLE_LIMITS.cornerRadius.default. */
export interface TChairEditorCornerRadii {
  tl?: number;
  tr?: number;
  br?: number;
  bl?: number;
}

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
