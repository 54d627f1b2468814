import type { TChairShape, TRect } from '@stol/contracts';
import type { KeyboardEvent, ReactNode } from 'react';
import type { TPoint } from './geometry';

/**
 * The props of the one floor-plan renderer (issue 9 §2): the /radmin editor, the host's map in the dashboard and
 * the guest site's table picker all draw with it. Meaning (free, taken, held, selected…) is the caller's: it
 * passes colours and accessible names; the renderer draws, selects, focuses and drags.
 */
export interface TFloorPlanTable extends TRect {
  id: number;
  number: number;
  seats: number;
}

/** Corner radii of one table (floorplan.tableStyles entry); a missing corner is TABLE_LIMITS.cornerRadius.default. */
export interface TCornerRadii {
  tl?: number;
  tr?: number;
  br?: number;
  bl?: number;
}

export interface TTableColours {
  fill: string;
  stroke: string;
  text: string;
  /**
   * An SVG paint laid over the table top (not the chairs), e.g. 'url(#hatch)' of a pattern in `defs`: a state
   * shown by more than colour (WCAG 1.4.1).
   */
  pattern?: string;
  /** stroke-dasharray of the table's outline, e.g. '2 3' for a dotted one. */
  dash?: string;
}

export interface TFloorPlanProps<T extends TFloorPlanTable = TFloorPlanTable> {
  tables: readonly T[];
  /** Accessible name of the whole plan, e.g. 'Floor plan of Konoba Mate'. */
  label: string;
  /** Accessible name of one table, translated by the caller: number and seats at least ('Table 4, 4 seats, free'). */
  labelOf: (table: T) => string;
  coloursOf: (table: T) => TTableColours;
  /** floorplan.tableStyles, keyed by table id. */
  tableStyles?: Readonly<Record<string, TCornerRadii | null | undefined>>;
  /** floorplan.chairOverrides, keyed by table id; a table without one gets one chair per seat. */
  chairOverrides?: Readonly<Record<string, readonly TChairShape[] | null | undefined>>;
  showGrid?: boolean;
  /** Grid spacing in canvas units (FLOORPLAN.grid.default when absent); also the drag snap when `snap` is on. */
  gridSize?: number;
  /** floorplan.svgUrl: drawn under the tables, stretched over the canvas. */
  backgroundUrl?: string | null;
  selectedId?: number | null;
  /** Click, Enter or Space on a table. Without it tables are drawn but not interactive. */
  onSelect?: (table: T) => void;
  /**
   * Tables the caller refuses (e.g. too small for the party): drawn, focusable, announced as disabled; a click,
   * Enter or Space on one does not call onSelect, and it cannot be dragged (onTableKeyDown still gets its keys).
   */
  isDisabled?: (table: T) => boolean;
  /**
   * Editor: tables can be dragged; `onDragEnd` receives the new top-left (snapped when `snap`, clamped). It is
   * not called for a drop where the table was, and a drag does not call onSelect. The dragged table is drawn at
   * its preview position until release; move the table in the caller's state in onDragEnd (optimistically), or
   * it is drawn back where it was.
   */
  draggable?: boolean;
  snap?: boolean;
  onDragEnd?: (table: T, to: TPoint) => void;
  /** Editor: keys on a focused table (arrow moves, Delete…), after the renderer's own Enter/Space handling. */
  onTableKeyDown?: (table: T, event: KeyboardEvent<SVGGElement>) => void;
  /**
   * Activation (click, Enter, Space) of a table `isDisabled` refuses: the caller may say why. Without it such a
   * press does nothing.
   */
  onRefused?: (table: T) => void;
  /** The table's state as the caller names it ('taken', 'free'…), set as its `data-state` (tests, CSS). */
  stateOf?: (table: T) => string | undefined;
  /** SVG definitions (patterns, gradients) the colours refer to, with ids unique in the document. */
  defs?: ReactNode;
  /**
   * The smallest tap target of a table, in canvas units: a smaller table gets an invisible hit area this size
   * around its centre (the guest's phone plan keeps every target at least 44 CSS px at its zoom).
   */
  minHitSize?: number;
  /**
   * 'tables': the view is the tables' bounding box with the canvas margin around it, not the whole canvas, so a
   * wide frame is filled by the tables rather than by an empty square (the guest's desktop plan). Default 'canvas'.
   */
  fit?: 'canvas' | 'tables';
  /** Extra SVG in canvas coordinates, drawn above the tables (badges, highlights). */
  children?: ReactNode;
  className?: string;
}
