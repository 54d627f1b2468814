import type { TChairShape } from '@stol/contracts';
import { memo, useMemo } from 'react';
import { chairsForTable } from './geometry';

interface TTableChairsProps {
  x: number;
  y: number;
  width: number;
  height: number;
  seats: number;
  overrides: readonly TChairShape[] | null | undefined;
  fill: string;
  stroke: string;
}

/**
 * A table's chairs: its overrides (offset forms follow the table, absolute ones stay where they were put) or one
 * generated chair per seat. Primitive props, so a table's re-render (selection, focus) does not redo the chairs.
 */
export const TableChairs = memo(function TableChairs({
  x,
  y,
  width,
  height,
  seats,
  overrides,
  fill,
  stroke,
}: TTableChairsProps) {
  const chairs = useMemo(
    () => chairsForTable({ x, y, width, height, seats }, overrides ?? undefined),
    [x, y, width, height, seats, overrides],
  );
  return (
    <g data-testid="table-chairs" fill={fill} stroke={stroke} strokeWidth={1}>
      {chairs.map((c, i) =>
        c.shape === 'circle' ? (
          <circle key={i} className="stol-fp-chair" cx={c.cx} cy={c.cy} r={c.r} />
        ) : (
          <rect
            key={i}
            className="stol-fp-chair"
            x={c.x}
            y={c.y}
            width={c.width}
            height={c.height}
            rx={c.radius}
            ry={c.radius}
          />
        ),
      )}
    </g>
  );
});
