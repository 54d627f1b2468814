import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFloorPlanProps, TFloorPlanTable } from './floor-plan-props';
import { FloorPlan } from './FloorPlan';
import type { TMatrixLike } from './geometry';

// jsdom has neither PointerEvent nor getScreenCTM. A PointerEvent that is a MouseEvent with a pointer id is
// enough for React's synthetic pointer events (clientX/Y, button, pointerId).
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.isPrimary = init.isPrimary ?? true;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

/** The inverse CTM: 2 canvas units per screen pixel, no offset (a 1120-unit plan drawn 560 px wide). */
const INVERSE: TMatrixLike = { a: 2, b: 0, c: 0, d: 2, e: 0, f: 0 };

beforeAll(() => {
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', { configurable: true, value: TestPointerEvent });
  }
  Object.defineProperty(window.SVGSVGElement.prototype, 'getScreenCTM', {
    configurable: true,
    value: () => ({ inverse: () => INVERSE }),
  });
});

const tables: TFloorPlanTable[] = [
  { id: 30, number: 3, seats: 2, x: 400, y: 100, width: 40, height: 40 },
  { id: 10, number: 1, seats: 4, x: 100, y: 100, width: 30, height: 30 },
  { id: 20, number: 2, seats: 6, x: 200, y: 300, width: 80, height: 40 },
];

const labelOf = (t: TFloorPlanTable) => `Table ${t.number}, ${t.seats} seats`;
const coloursOf = () => ({ fill: '#fff', stroke: '#333', text: '#000' });

function renderPlan(props: Partial<TFloorPlanProps> = {}) {
  return render(
    <FloorPlan
      tables={tables}
      label="Floor plan of Konoba Mate"
      labelOf={labelOf}
      coloursOf={coloursOf}
      {...props}
    />,
  );
}

const tableButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^Table ${n},`) });
const shapeOf = (g: Element) => g.querySelector('path.stol-fp-shape');
const chairsOf = (g: HTMLElement) => within(g).getByTestId('table-chairs');

describe('FloorPlan: drawing', () => {
  it('is a named group scaled by a viewBox over the canvas plus its margin, with a canvas border', () => {
    renderPlan();
    const svg = screen.getByRole('group', { name: 'Floor plan of Konoba Mate' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute('viewBox', '-60 -60 1120 1120');
    const border = screen.getByTestId('canvas-border');
    expect(border).toHaveAttribute('width', '1000');
    expect(border).toHaveAttribute('height', '1000');
  });

  it('draws every table with its number and accessible name', () => {
    renderPlan({ onSelect: jest.fn() });
    expect(screen.getAllByRole('button')).toHaveLength(3);
    for (const t of tables) {
      const g = screen.getByRole('button', { name: labelOf(t) });
      expect(g.querySelector('text')).toHaveTextContent(String(t.number));
    }
  });

  it('draws 100 tables', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({
      id: i + 1,
      number: i + 1,
      seats: 4,
      x: (i % 10) * 90,
      y: Math.floor(i / 10) * 90,
      width: 40,
      height: 40,
    }));
    renderPlan({ tables: many, onSelect: jest.fn() });
    expect(screen.getAllByRole('button')).toHaveLength(100);
  });

  it('generates one chair per seat, drawn under the table', () => {
    renderPlan({ onSelect: jest.fn() });
    for (const t of tables) {
      const g = tableButton(t.number);
      expect(chairsOf(g).querySelectorAll('circle')).toHaveLength(t.seats);
      // Document order is paint order: the chairs come before the table's shape.
      const children = Array.from(g.children);
      expect(children.indexOf(chairsOf(g))).toBeLessThan(children.indexOf(shapeOf(g) as Element));
    }
  });

  it('chair overrides replace the generated chairs, offsets resolved against the table', () => {
    renderPlan({
      onSelect: jest.fn(),
      chairOverrides: {
        10: [
          { ocx: 5, ocy: -8, r: 6 },
          { ox: 35, oy: 10, width: 10, height: 12, radius: 3 },
        ],
      },
    });
    const chairs = chairsOf(tableButton(1));
    const circles = chairs.querySelectorAll('circle');
    expect(circles).toHaveLength(1);
    expect(circles[0]).toHaveAttribute('cx', '105');
    expect(circles[0]).toHaveAttribute('cy', '92');
    const rect = chairs.querySelector('rect');
    expect(rect).toHaveAttribute('x', '135');
    expect(rect).toHaveAttribute('y', '110');
    expect(rect).toHaveAttribute('rx', '3');
    // The others keep their generated ring.
    expect(chairsOf(tableButton(2)).querySelectorAll('circle')).toHaveLength(6);
  });

  it('draws each table’s own corner radii (default for a missing corner, clamped to half the side)', () => {
    renderPlan({ onSelect: jest.fn(), tableStyles: { 10: { tl: 0, tr: 99 } } });
    const d = shapeOf(tableButton(1))?.getAttribute('d');
    expect(d).toMatch(/^M100 100 /);
    expect(d).toContain('A15 15 0 0 1 130 115');
    expect(d).toContain('A10 10 0 0 1 120 130');
    expect(shapeOf(tableButton(2))?.getAttribute('d')).toMatch(/^M210 300 /);
  });

  it('uses the caller’s colours', () => {
    renderPlan({
      onSelect: jest.fn(),
      coloursOf: (t) => ({
        fill: `fill-${t.number}`,
        stroke: `stroke-${t.number}`,
        text: `text-${t.number}`,
      }),
    });
    const g = tableButton(2);
    expect(shapeOf(g)).toHaveAttribute('fill', 'fill-2');
    expect(shapeOf(g)).toHaveAttribute('stroke', 'stroke-2');
    expect(g.querySelector('text')).toHaveAttribute('fill', 'text-2');
  });

  it('draws the grid only with showGrid, at gridSize', () => {
    const { rerender } = renderPlan();
    expect(screen.queryByTestId('floor-plan-grid')).not.toBeInTheDocument();
    rerender(
      <FloorPlan
        tables={tables}
        label="Plan"
        labelOf={labelOf}
        coloursOf={coloursOf}
        showGrid
        gridSize={20}
      />,
    );
    const grid = screen.getByTestId('floor-plan-grid');
    expect(grid.querySelector('pattern')).toHaveAttribute('width', '20');
    rerender(<FloorPlan tables={tables} label="Plan" labelOf={labelOf} coloursOf={coloursOf} showGrid />);
    expect(screen.getByTestId('floor-plan-grid').querySelector('pattern')).toHaveAttribute('width', '16');
  });

  it('draws the background image over the canvas', () => {
    const { container } = renderPlan({ backgroundUrl: '/plans/mate.svg' });
    const image = container.querySelector('image');
    expect(image).toHaveAttribute('href', '/plans/mate.svg');
    expect(image).toHaveAttribute('width', '1000');
    expect(image).toHaveAttribute('preserveAspectRatio', 'none');
  });

  it('without onSelect the tables are named pictures, out of the Tab order', () => {
    const { container } = renderPlan();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Table 2, 6 seats' })).toBeInTheDocument();
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });
});

describe('FloorPlan: selection and keyboard', () => {
  it('click, Enter and Space select a table', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderPlan({ onSelect });
    await user.click(tableButton(2));
    expect(onSelect).toHaveBeenLastCalledWith(tables[2]);
    tableButton(3).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(tables[0]);
    tableButton(1).focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(tables[1]);
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('marks the selected table pressed and rings it', () => {
    renderPlan({ onSelect: jest.fn(), selectedId: 20 });
    expect(tableButton(2)).toHaveAttribute('aria-pressed', 'true');
    expect(tableButton(1)).toHaveAttribute('aria-pressed', 'false');
    expect(within(tableButton(2)).getByTestId('selection-ring')).toBeInTheDocument();
    expect(within(tableButton(1)).queryByTestId('selection-ring')).not.toBeInTheDocument();
  });

  it('announces a disabled table, keeps it focusable and does not select it', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderPlan({ onSelect, isDisabled: (t) => t.seats < 4 });
    const small = tableButton(3);
    expect(small).toHaveAttribute('aria-disabled', 'true');
    expect(tableButton(1)).not.toHaveAttribute('aria-disabled');
    expect(small).toHaveAttribute('tabindex', '0');
    await user.click(small);
    small.focus();
    await user.keyboard('{Enter} ');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('tells onRefused of a press on a disabled table (click, Enter, Space), never onSelect', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const onRefused = jest.fn();
    renderPlan({ onSelect, onRefused, isDisabled: (t) => t.seats < 4 });
    await user.click(tableButton(3));
    tableButton(3).focus();
    await user.keyboard('{Enter} ');
    expect(onRefused.mock.calls.map(([t]) => (t as TFloorPlanTable).id)).toEqual([30, 30, 30]);
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(tableButton(1));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledTimes(3);
  });

  it("draws a caller's state: data-state, a pattern over the table top from its defs, a dashed outline", () => {
    const { container } = renderPlan({
      onSelect: jest.fn(),
      defs: <pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" />,
      stateOf: (t) => (t.id === 30 ? 'taken' : t.id === 20 ? 'too_small' : undefined),
      coloursOf: (t) => ({
        fill: '#eee',
        stroke: '#333',
        text: '#000',
        ...(t.id === 30 ? { pattern: 'url(#hatch)' } : t.id === 20 ? { dash: '2 3' } : {}),
      }),
    });
    expect(container.querySelector('svg > defs > pattern#hatch')).not.toBeNull();
    expect(tableButton(3)).toHaveAttribute('data-state', 'taken');
    expect(within(tableButton(3)).getByTestId('table-pattern')).toHaveAttribute('fill', 'url(#hatch)');
    expect(tableButton(2)).toHaveAttribute('data-state', 'too_small');
    expect(shapeOf(tableButton(2))).toHaveAttribute('stroke-dasharray', '2 3');
    expect(within(tableButton(2)).queryByTestId('table-pattern')).toBeNull();
    expect(tableButton(1)).not.toHaveAttribute('data-state');
    expect(shapeOf(tableButton(1))).not.toHaveAttribute('stroke-dasharray');
  });

  it('Tab reaches every table in number order', async () => {
    const user = userEvent.setup();
    renderPlan({ onSelect: jest.fn() });
    for (const n of [1, 2, 3]) {
      await user.tab();
      expect(tableButton(n)).toHaveFocus();
    }
  });

  it('forwards keys to onTableKeyDown, after its own Enter handling', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const onTableKeyDown = jest.fn((_t: TFloorPlanTable, e: { key: string }) => e.key);
    renderPlan({ onSelect, onTableKeyDown });
    tableButton(2).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onTableKeyDown.mock.calls.map(([t, e]) => [t.id, e.key])).toEqual([
      [20, 'ArrowRight'],
      [20, 'Enter'],
    ]);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

describe('FloorPlan: drag', () => {
  const down = (el: Element, x: number, y: number) =>
    fireEvent.pointerDown(el, { clientX: x, clientY: y, button: 0, pointerId: 1 });
  const move = (el: Element, x: number, y: number) =>
    fireEvent.pointerMove(el, { clientX: x, clientY: y, pointerId: 1 });
  const up = (el: Element, x: number, y: number) =>
    fireEvent.pointerUp(el, { clientX: x, clientY: y, pointerId: 1 });

  it('drops at the snapped position, previewing the table and its chairs while dragging', () => {
    const onDragEnd = jest.fn();
    const onSelect = jest.fn();
    renderPlan({ onSelect, onDragEnd, draggable: true, snap: true });
    const g = tableButton(1);
    expect(g).toHaveAttribute('data-draggable');
    // (55, 55) px is (110, 110) on the canvas; 21 and 6 px right and down are 42 and 12 units.
    down(g, 55, 55);
    move(g, 76, 61);
    // 100 + 42 = 142 snaps to 144, 100 + 12 = 112 is already on the 16 grid.
    expect(shapeOf(g)?.getAttribute('d')).toMatch(/^M154 112 /);
    expect(chairsOf(g).querySelector('circle')).toHaveAttribute('cx', String(144 + 15));
    up(g, 76, 61);
    fireEvent.click(g);
    expect(onDragEnd).toHaveBeenCalledWith(tables[1], { x: 144, y: 112 });
    // A drag is not a selection; the preview is gone (the caller moves the table).
    expect(onSelect).not.toHaveBeenCalled();
    expect(shapeOf(g)?.getAttribute('d')).toMatch(/^M110 100 /);
  });

  it('without snap drops where the pointer went; keeps the table wholly on the canvas', () => {
    const onDragEnd = jest.fn();
    renderPlan({ onSelect: jest.fn(), onDragEnd, draggable: true });
    const g = tableButton(1);
    down(g, 55, 55);
    move(g, 76, 61);
    up(g, 76, 61);
    expect(onDragEnd).toHaveBeenLastCalledWith(tables[1], { x: 142, y: 112 });
    down(g, 55, 55);
    move(g, 2000, -500);
    up(g, 2000, -500);
    expect(onDragEnd).toHaveBeenLastCalledWith(tables[1], { x: 970, y: 0 });
  });

  it('a move under 3 screen pixels is a click: it selects and does not drag', () => {
    const onDragEnd = jest.fn();
    const onSelect = jest.fn();
    renderPlan({ onSelect, onDragEnd, draggable: true });
    const g = tableButton(1);
    // 2 px is 4 canvas units: the threshold is in screen pixels.
    down(g, 55, 55);
    move(g, 57, 55);
    expect(shapeOf(g)?.getAttribute('d')).toMatch(/^M110 100 /);
    up(g, 57, 55);
    fireEvent.click(g);
    expect(onDragEnd).not.toHaveBeenCalled();
    expect(onSelect).toHaveBeenCalledWith(tables[1]);
  });

  it('Escape cancels a drag: back in place, nothing dropped, nothing selected', () => {
    const onDragEnd = jest.fn();
    const onSelect = jest.fn();
    const onTableKeyDown = jest.fn();
    renderPlan({ onSelect, onDragEnd, onTableKeyDown, draggable: true });
    const g = tableButton(1);
    g.focus();
    down(g, 55, 55);
    move(g, 100, 100);
    expect(shapeOf(g)?.getAttribute('d')).not.toMatch(/^M110 100 /);
    act(() => {
      fireEvent.keyDown(g, { key: 'Escape' });
    });
    expect(shapeOf(g)?.getAttribute('d')).toMatch(/^M110 100 /);
    move(g, 120, 120);
    expect(shapeOf(g)?.getAttribute('d')).toMatch(/^M110 100 /);
    up(g, 120, 120);
    fireEvent.click(g);
    expect(onDragEnd).not.toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
    // The drag consumed the Escape; the editor's own Escape handling did not also run.
    expect(onTableKeyDown).not.toHaveBeenCalled();
  });

  it('a cancelled pointer or lost capture drops nothing and leaves the table ready for the next drag', () => {
    const onDragEnd = jest.fn();
    renderPlan({ onSelect: jest.fn(), onDragEnd, draggable: true });
    const g = tableButton(1);
    down(g, 55, 55);
    move(g, 100, 100);
    fireEvent.pointerCancel(g, { pointerId: 1 });
    expect(shapeOf(g)?.getAttribute('d')).toMatch(/^M110 100 /);
    down(g, 55, 55);
    move(g, 100, 100);
    fireEvent.lostPointerCapture(g, { pointerId: 1 });
    up(g, 100, 100);
    expect(onDragEnd).not.toHaveBeenCalled();
    down(g, 55, 55);
    move(g, 65, 55);
    up(g, 65, 55);
    expect(onDragEnd).toHaveBeenCalledWith(tables[1], { x: 120, y: 100 });
  });

  it('only draggable tables take over touch (the guest picker must still pan)', () => {
    const onDragEnd = jest.fn();
    renderPlan({ onSelect: jest.fn(), onDragEnd });
    const g = tableButton(1);
    expect(g).not.toHaveAttribute('data-draggable');
    down(g, 55, 55);
    move(g, 100, 100);
    up(g, 100, 100);
    expect(onDragEnd).not.toHaveBeenCalled();
    expect(document.querySelector('style')?.textContent).toMatch(
      /\[data-draggable\] \{[^}]*touch-action: none/,
    );
  });
});
