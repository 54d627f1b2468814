import { act } from '@testing-library/react';
import type { TCanvasRendererProps } from '../features/tables/canvas/renderer';

/**
 * Stands in for @stol/ui's FloorPlan in component tests: every table is a button named by `labelOf` (click
 * selects, keys go to onTableKeyDown) showing its drawn position, and `drop` reports a drag the way the real
 * renderer does (position already snapped and clamped). The renderer's own pointer maths has its own tests.
 */
export function createFakeFloorPlan() {
  let latest: TCanvasRendererProps | null = null;
  function FakeFloorPlan(props: TCanvasRendererProps) {
    latest = props;
    return (
      <div role="group" aria-label={props.label}>
        {props.tables.map((table) => (
          <button
            key={table.id}
            type="button"
            aria-pressed={props.selectedId === table.id}
            data-position={`${table.x},${table.y}`}
            onClick={() => props.onSelect?.(table)}
            onKeyDown={(event) =>
              props.onTableKeyDown?.(table, event as unknown as React.KeyboardEvent<SVGGElement>)
            }
          >
            {props.labelOf(table)}
          </button>
        ))}
      </div>
    );
  }
  return {
    FakeFloorPlan,
    props: () => latest,
    drop(tableId: number, to: { x: number; y: number }) {
      const props = latest;
      const table = props?.tables.find((t) => t.id === tableId);
      if (!props?.draggable || !table) throw new Error(`table ${tableId} cannot be dragged`);
      act(() => props.onDragEnd?.(table, to));
    },
  };
}
