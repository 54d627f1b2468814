/**
 * The one floor-plan renderer (issue 9 §2). Its three callers:
 *
 * The /radmin editor: drag, select, keyboard moves.
 *   <FloorPlan tables={tables} label={t('floorplan.label')} labelOf={tableLabel} coloursOf={editorColours}
 *     tableStyles={plan.tableStyles} chairOverrides={plan.chairOverrides} backgroundUrl={plan.svgUrl}
 *     showGrid gridSize={grid} snap={snap} draggable selectedId={selected} onSelect={(t) => select(t.id)}
 *     onDragEnd={(t, to) => moveTable(t.id, to)} // update the table optimistically, then PATCH
 *     onTableKeyDown={(t, e) => arrowMove(t, e)} />
 *
 * The host's map in the dashboard: status colours, select.
 *   <FloorPlan tables={tables} label={...} labelOf={(t) => `${t.number}, ${statusText(t)}`}
 *     coloursOf={(t) => STATUS_COLOURS[status(t)]} tableStyles={...} chairOverrides={...}
 *     selectedId={openTableId} onSelect={(t) => openTable(t.id)} />
 *
 * The guest site's table picker: pick a free table; on phones the caller wraps it in a pan/pinch-zoom container
 * (the SVG is as wide as its container, aspect ratio kept by the viewBox, and does not block touch panning).
 *   <FloorPlan tables={tables} label={...} labelOf={...} coloursOf={freeOrTaken} selectedId={picked}
 *     onSelect={(t) => setPicked(t.id)} isDisabled={(t) => !free(t) || t.seats < party} />
 *
 * Without onSelect the plan is a picture: tables are images with names, out of the Tab order.
 */
import { FLOORPLAN } from '@stol/contracts';
import { useCallback, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { TFloorPlanProps, TFloorPlanTable } from './floor-plan-props';
import { FLOOR_PLAN_CSS } from './floor-plan-styles';
import { FloorPlanGrid } from './FloorPlanGrid';
import { FloorPlanTable } from './FloorPlanTable';
import { FLOORPLAN_VIEWBOX, normaliseGrid, type TPoint } from './geometry';

const VIEWBOX = `${FLOORPLAN_VIEWBOX.x} ${FLOORPLAN_VIEWBOX.y} ${FLOORPLAN_VIEWBOX.width} ${FLOORPLAN_VIEWBOX.height}`;
const CANVAS = { x: 0, y: 0, width: FLOORPLAN.canvas, height: FLOORPLAN.canvas };

/** Tab order and drawing order: by table number (the id breaks ties while an editor holds a duplicate). */
const byNumber = (a: TFloorPlanTable, b: TFloorPlanTable) => a.number - b.number || a.id - b.id;

/** The tables' bounding box with the canvas margin around it, at least a fifth of the canvas each way. */
function tablesViewBox(tables: readonly TFloorPlanTable[]): string {
  if (tables.length === 0) return VIEWBOX;
  const pad = FLOORPLAN.padding;
  const least = FLOORPLAN.canvas / 5;
  let left = Math.min(...tables.map((t) => t.x)) - pad;
  let top = Math.min(...tables.map((t) => t.y)) - pad;
  let width = Math.max(...tables.map((t) => t.x + t.width)) + pad - left;
  let height = Math.max(...tables.map((t) => t.y + t.height)) + pad - top;
  if (width < least) [left, width] = [left - (least - width) / 2, least];
  if (height < least) [top, height] = [top - (least - height) / 2, least];
  return `${left} ${top} ${width} ${height}`;
}

const findTable = <T extends TFloorPlanTable>(tables: readonly T[], id: number) =>
  tables.find((t) => t.id === id);

export function FloorPlan<T extends TFloorPlanTable>(props: TFloorPlanProps<T>) {
  const {
    tables,
    label,
    labelOf,
    coloursOf,
    tableStyles,
    chairOverrides,
    showGrid = false,
    gridSize,
    backgroundUrl,
    selectedId,
    onSelect,
    isDisabled,
    stateOf,
    defs,
    draggable = false,
    snap = false,
    minHitSize,
    fit = 'canvas',
    children,
    className,
  } = props;

  // The callers' callbacks are often inline arrows: the tables get stable wrappers that read the latest props,
  // so a re-render of the plan does not re-render every (memoised) table.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const select = useCallback((id: number) => {
    const table = findTable(latest.current.tables, id);
    if (table) latest.current.onSelect?.(table);
  }, []);
  const refuse = useCallback((id: number) => {
    const table = findTable(latest.current.tables, id);
    if (table) latest.current.onRefused?.(table);
  }, []);
  const dragEnd = useCallback((id: number, to: TPoint) => {
    const table = findTable(latest.current.tables, id);
    if (table) latest.current.onDragEnd?.(table, to);
  }, []);
  const keyDown = useCallback((id: number, event: KeyboardEvent<SVGGElement>) => {
    const table = findTable(latest.current.tables, id);
    if (table) latest.current.onTableKeyDown?.(table, event);
  }, []);

  const sorted = useMemo(() => [...tables].sort(byNumber), [tables]);
  const viewBox = useMemo(() => (fit === 'tables' ? tablesViewBox(tables) : VIEWBOX), [fit, tables]);
  const grid = normaliseGrid(gridSize ?? FLOORPLAN.grid.default, FLOORPLAN.grid.min);

  return (
    <svg
      className={className ? `stol-fp ${className}` : 'stol-fp'}
      viewBox={viewBox}
      // Scales to the container's width; the viewBox keeps the aspect ratio (a square plus its margin).
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label={label}
    >
      <style>{FLOOR_PLAN_CSS}</style>
      {defs && <defs>{defs}</defs>}
      <rect className="stol-fp-canvas" {...CANVAS} />
      {backgroundUrl && (
        // Stretched over the canvas (preserveAspectRatio none): the plan image was drawn for the square canvas,
        // and tables are placed in canvas units over it, so editor and guest must see the same mapping whatever
        // the image's own aspect ratio; letterboxing would shift the image under the tables.
        <image href={backgroundUrl} {...CANVAS} preserveAspectRatio="none" aria-hidden="true" />
      )}
      {showGrid && <FloorPlanGrid size={grid} />}
      {/* The border above the image and the grid, so neither hides the canvas edge. */}
      <rect className="stol-fp-border" {...CANVAS} data-testid="canvas-border" />
      <g>
        {sorted.map((table) => {
          const colours = coloursOf(table);
          return (
            <FloorPlanTable
              key={table.id}
              table={table}
              label={labelOf(table)}
              fill={colours.fill}
              stroke={colours.stroke}
              textColour={colours.text}
              pattern={colours.pattern}
              dash={colours.dash}
              state={stateOf?.(table)}
              cornerRadii={tableStyles?.[table.id]}
              chairOverrides={chairOverrides?.[table.id]}
              selected={selectedId === table.id}
              disabled={isDisabled?.(table) ?? false}
              interactive={onSelect !== undefined}
              draggable={draggable}
              snapGrid={snap ? grid : undefined}
              minHitSize={minHitSize}
              onSelect={select}
              onRefused={refuse}
              onDragEnd={dragEnd}
              onKeyDown={keyDown}
            />
          );
        })}
      </g>
      {children}
    </svg>
  );
}
