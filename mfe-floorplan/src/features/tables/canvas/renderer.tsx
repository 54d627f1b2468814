import type { TChairShape } from '@stol/contracts';
import { createContext, useContext, type ComponentType, type KeyboardEvent } from 'react';
import { FloorPlan } from '@stol/ui/floorplan';

/** The table shape the renderer draws (TFloorPlanTable of @stol/ui/floorplan). */
export interface TCanvasTable {
  id: number;
  number: number;
  seats: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The renderer props this editor uses (a subset of TFloorPlanProps, so the real FloorPlan fits). */
export interface TCanvasRendererProps {
  tables: readonly TCanvasTable[];
  label: string;
  labelOf: (table: TCanvasTable) => string;
  coloursOf: (table: TCanvasTable) => { fill: string; stroke: string; text: string };
  tableStyles?: Readonly<
    Record<string, { tl?: number; tr?: number; br?: number; bl?: number } | null | undefined>
  >;
  chairOverrides?: Readonly<Record<string, readonly TChairShape[] | null | undefined>>;
  showGrid?: boolean;
  gridSize?: number;
  backgroundUrl?: string | null;
  selectedId?: number | null;
  onSelect?: (table: TCanvasTable) => void;
  draggable?: boolean;
  snap?: boolean;
  onDragEnd?: (table: TCanvasTable, to: { x: number; y: number }) => void;
  onTableKeyDown?: (table: TCanvasTable, event: KeyboardEvent<SVGGElement>) => void;
}

/**
 * The floor-plan renderer this screen draws with. Production uses the shared one; component tests put a fake
 * in the context (jest.mock is unavailable in ESM mode) that can report a drop without pointer geometry.
 */
export const FloorPlanRendererContext = createContext<ComponentType<TCanvasRendererProps>>(FloorPlan);

export const useFloorPlanRenderer = () => useContext(FloorPlanRendererContext);
