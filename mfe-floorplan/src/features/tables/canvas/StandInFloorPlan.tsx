import { FLOORPLAN } from '@stol/contracts';
import type { TCanvasRendererProps } from './renderer';

const P = FLOORPLAN.padding;
const SIZE = FLOORPLAN.canvas + 2 * P;

/** Temporary: draws the tables until the shared renderer (@stol/ui/floorplan) is merged. No dragging. */
export function StandInFloorPlan(props: TCanvasRendererProps) {
  return (
    <svg viewBox={`${-P} ${-P} ${SIZE} ${SIZE}`} role="group" aria-label={props.label} width="100%">
      <rect x={0} y={0} width={FLOORPLAN.canvas} height={FLOORPLAN.canvas} fill="#fafafa" stroke="#999" />
      {props.tables.map((table) => {
        const colours = props.coloursOf(table);
        return (
          <g
            key={table.id}
            role="button"
            tabIndex={0}
            aria-label={props.labelOf(table)}
            aria-pressed={props.selectedId === table.id}
            onClick={() => props.onSelect?.(table)}
            onKeyDown={(event) => props.onTableKeyDown?.(table, event)}
          >
            <rect
              x={table.x}
              y={table.y}
              width={table.width}
              height={table.height}
              fill={colours.fill}
              stroke={colours.stroke}
            />
          </g>
        );
      })}
    </svg>
  );
}
