import { Box } from '@mantine/core';
import type { TFloorplan, TTable } from '@stol/contracts';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import type { TGridSettings } from './GridControls';
import { arrowTarget } from './keyboard-move';
import { useFloorPlanRenderer, type TCanvasTable } from './renderer';
import { tableColours } from './table-colours';
import { useTableLabel } from '../list/table-label';

interface FloorPlanCanvasProps {
  restaurantName: string;
  tables: readonly TTable[];
  floorplan: TFloorplan | undefined;
  grid: TGridSettings;
  selectedId: number | null;
  onSelect: (tableId: number) => void;
  canMove: boolean;
  onMove: (tableId: number, to: { x: number; y: number }, options?: { debounce?: boolean }) => void;
}

/**
 * The 1000x1000 canvas (plus the renderer's 60 margin), as wide as the column it sits in: the SVG scales with
 * its viewBox, so on a phone the whole plan fits the screen width instead of scrolling sideways.
 */
export function FloorPlanCanvas({
  restaurantName,
  tables,
  floorplan,
  grid,
  selectedId,
  onSelect,
  canMove,
  onMove,
}: FloorPlanCanvasProps) {
  const { t } = useTranslation(NAMESPACE);
  const FloorPlan = useFloorPlanRenderer();
  const labelOf = useTableLabel();
  const byId = new Map(tables.map((table) => [table.id, table]));

  const onTableKeyDown = (table: TCanvasTable, event: KeyboardEvent<SVGGElement>) => {
    if (!canMove || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = arrowTarget(table, event.key, event.shiftKey, grid.gridSize);
    if (!to) return;
    // The page must not scroll while a table moves.
    event.preventDefault();
    onSelect(table.id);
    if (to.x !== table.x || to.y !== table.y) onMove(table.id, to, { debounce: true });
  };

  return (
    // Zoomed, the plan is wider than its column and the column scrolls (both ways on a phone).
    <Box
      w="100%"
      maw={grid.zoom === 1 ? 920 : undefined}
      style={{ overflow: 'auto' }}
      data-testid="floor-plan"
    >
      <Box w={`${grid.zoom * 100}%`}>
        {/* The renderer comes from a context that never changes after mount (tests swap it), not from render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <FloorPlan
          tables={tables}
          label={t('canvas.label', { name: restaurantName })}
          labelOf={(table) => labelOf(byId.get(table.id) ?? (table as TTable))}
          coloursOf={(table) => tableColours(byId.get(table.id) ?? { status: 'available' })}
          tableStyles={floorplan?.tableStyles}
          chairOverrides={floorplan?.chairOverrides}
          backgroundUrl={floorplan?.svgUrl ?? null}
          showGrid={grid.showGrid}
          gridSize={grid.gridSize}
          snap={grid.snap}
          selectedId={selectedId}
          onSelect={(table) => onSelect(table.id)}
          draggable={canMove}
          onDragEnd={(table, to) => onMove(table.id, to)}
          onTableKeyDown={onTableKeyDown}
        />
      </Box>
    </Box>
  );
}
