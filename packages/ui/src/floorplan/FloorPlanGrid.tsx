import { FLOORPLAN } from '@stol/contracts';
import { memo, useId } from 'react';

/**
 * Grid lines every `size` units over the canvas, as one <pattern>: a single element however fine the grid
 * (1000 / 4 = 250 lines each way would be 500 nodes). Lines start at the canvas origin, the same lattice
 * snapToGrid rounds to.
 */
export const FloorPlanGrid = memo(function FloorPlanGrid({ size }: { size: number }) {
  // Ids are document-wide: two plans on one page (dashboard and a dialog) must not share a pattern.
  const id = `${useId()}-grid`;
  return (
    <g data-testid="floor-plan-grid" aria-hidden="true">
      <defs>
        <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
          <path className="stol-fp-grid-line" d={`M${size} 0 H0 V${size}`} />
        </pattern>
      </defs>
      <rect x={0} y={0} width={FLOORPLAN.canvas} height={FLOORPLAN.canvas} fill={`url(#${id})`} />
    </g>
  );
});
