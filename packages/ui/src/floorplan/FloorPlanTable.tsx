import type { TChairShape } from '@stol/contracts';
import { memo, useId, type KeyboardEvent } from 'react';
import type { TCornerRadii, TFloorPlanTable } from './floor-plan-props';
import { tableNumberFontSize, type TPoint } from './geometry';
import { tablePath } from './table-path';
import { TableChairs } from './TableChairs';
import { useTableDrag } from './use-table-drag';

/** How far outside the table the selection ring and the focus ring run (canvas units). */
const SELECTION_OUTSET = 4;
const FOCUS_OUTSET = 9;

export interface TFloorPlanTableProps {
  table: TFloorPlanTable;
  label: string;
  fill: string;
  stroke: string;
  textColour: string;
  /** A paint over the table top (a pattern), and the outline's dash array: see TTableColours. */
  pattern?: string;
  dash?: string;
  /** data-state of the table. */
  state?: string;
  cornerRadii: TCornerRadii | null | undefined;
  chairOverrides: readonly TChairShape[] | null | undefined;
  selected: boolean;
  disabled: boolean;
  /** A button (focusable, selectable) rather than a picture. */
  interactive: boolean;
  draggable: boolean;
  snapGrid: number | undefined;
  /** An invisible hit area at least this size (canvas units) around the table's centre. */
  minHitSize?: number;
  /** The callbacks take the table's id and must be stable, or every table re-renders with the plan. */
  onSelect: (id: number) => void;
  /** Activation of a disabled table. */
  onRefused: (id: number) => void;
  onDragEnd: (id: number, to: TPoint) => void;
  onKeyDown: (id: number, event: KeyboardEvent<SVGGElement>) => void;
}

/**
 * One table with its chairs, number, selection ring and focus ring. Memoised on primitive and stable props: with
 * 100 tables, selecting one or dragging one re-renders one or two tables, not the whole plan.
 */
export const FloorPlanTable = memo(function FloorPlanTable({
  table,
  label,
  fill,
  stroke,
  textColour,
  pattern,
  dash,
  state,
  cornerRadii,
  chairOverrides,
  selected,
  disabled,
  interactive,
  draggable,
  snapGrid,
  minHitSize,
  onSelect,
  onRefused,
  onDragEnd,
  onKeyDown,
}: TFloorPlanTableProps) {
  const { id } = table;
  const titleId = useId();
  const canDrag = draggable && !disabled;
  const drag = useTableDrag({ enabled: canDrag, table, snapGrid, onDrop: (to) => onDragEnd(id, to) });
  // While dragging, the table and its chairs are drawn where a drop would put them.
  const at = drag.preview ?? table;
  const rect = { x: at.x, y: at.y, width: table.width, height: table.height };
  const number = String(table.number);

  const hitWidth = Math.max(rect.width, minHitSize ?? 0);
  const hitHeight = Math.max(rect.height, minHitSize ?? 0);
  const shapes = (
    <>
      {minHitSize !== undefined && (
        <rect
          className="stol-fp-hit"
          x={rect.x + (rect.width - hitWidth) / 2}
          y={rect.y + (rect.height - hitHeight) / 2}
          width={hitWidth}
          height={hitHeight}
          fill="transparent"
        />
      )}
      <TableChairs
        x={rect.x}
        y={rect.y}
        width={rect.width}
        height={rect.height}
        seats={table.seats}
        overrides={chairOverrides}
        fill={fill}
        stroke={stroke}
      />
      <path
        className="stol-fp-shape"
        d={tablePath(rect, cornerRadii)}
        fill={fill}
        stroke={stroke}
        strokeWidth={1.5}
        strokeDasharray={dash}
      />
      {pattern && (
        <path
          className="stol-fp-pattern"
          data-testid="table-pattern"
          d={tablePath(rect, cornerRadii)}
          fill={pattern}
          stroke={stroke}
          strokeWidth={1.5}
          strokeDasharray={dash}
        />
      )}
      <text
        className="stol-fp-number"
        x={rect.x + rect.width / 2}
        y={rect.y + rect.height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={tableNumberFontSize(rect, number)}
        fill={textColour}
        aria-hidden="true"
      >
        {number}
      </text>
      {selected && (
        <path
          className="stol-fp-selection"
          data-testid="selection-ring"
          d={tablePath(rect, cornerRadii, SELECTION_OUTSET)}
        />
      )}
    </>
  );

  if (!interactive) {
    // Display only: a picture with a name, out of the Tab order. The <title> is also the mouse tooltip; naming by
    // aria-labelledby (not aria-label) keeps assistive technology from reading it again as the description.
    return (
      <g className="stol-fp-table" role="img" aria-labelledby={titleId} data-table-id={id} data-state={state}>
        <title id={titleId}>{label}</title>
        {shapes}
      </g>
    );
  }

  return (
    <g
      className="stol-fp-table"
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      aria-disabled={disabled || undefined}
      data-table-id={id}
      data-state={state}
      data-draggable={canDrag ? '' : undefined}
      data-dragging={drag.preview ? '' : undefined}
      onClick={() => {
        if (drag.consumeClick()) return;
        if (disabled) onRefused(id);
        else onSelect(id);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          // Space would scroll the page; a held key repeats and would select again and again.
          event.preventDefault();
          if (!event.repeat) (disabled ? onRefused : onSelect)(id);
        }
        onKeyDown(id, event);
      }}
      {...drag.handlers}
    >
      {shapes}
      {/* Drawn always, shown by CSS on :focus-visible: a ring the same shape as the table, wider than the
          selection ring so a focused selected table shows both. */}
      <path className="stol-fp-focus" d={tablePath(rect, cornerRadii, FOCUS_OUTSET)} />
    </g>
  );
});
